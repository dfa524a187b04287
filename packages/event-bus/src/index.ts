export type { EventMap, EventName, ModalName, Locale } from './events';
export { bus, createEventBus, BUS_GLOBAL_KEY } from './bus';
export type { EventBus, Handler, Unsubscribe } from './bus';
export { markSingleton } from './singletons';
import { bus } from './bus';
import { markSingleton } from './singletons';
markSingleton('event-bus', bus.instanceId);
