/**
 * Accessible controls the shell needs that @platform/ui does not export (its system carries only a
 * few recipes, to keep the shared chunk small): menu button, drawer, accordion. Form controls (field,
 * select) come from @platform/ui/forms. Built from @platform/ui primitives and native elements; keyboard usable.
 *
 * One module per control, so each on-demand chunk (login, bars, drawer, FAQs…) carries only the
 * controls it renders; import from the control's own module.
 */
export { MenuButton, type MenuItemDef } from './MenuButton';
export { Drawer } from './Drawer';
export { AccordionItem } from './Accordion';
