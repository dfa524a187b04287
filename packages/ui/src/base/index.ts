/**
 * '@platform/ui/base' — the part of the design system that does not need Chakra (MF shared singleton
 * entry of its own, see @platform/mf-config shared.cjs): the provider of the shared instances (one
 * copy of its contexts and atoms at run time), the brand and cross-app navigation.
 *
 * Used without '@platform/ui' by the public student route (/r/{id}), whose first load must stay
 * within 170 KB gz of JS: Chakra + emotion are ~39 KB gz (packages/mf-config/README.md, "First-load budget"). Its plain-HTML
 * screens are in '@platform/ui/plain'. Everything else uses '@platform/ui', which re-exports this.
 */
export {
  BaseProvider,
  RenderScopeProvider,
  brandLogosAtom,
  useApiClient,
  usePlatformNavigate,
  useBrand,
  useRenderScope,
} from './provider';
export type { BaseProviderProps, RenderScope } from './provider';
export { navigate } from '../navigation';
export type { NavigateFn } from '../navigation';
export { brands, activeBrand, THEME } from '../brand';
export type { Brand } from '../brand';
