/**
 * @platform/ui — the design system of the platform. Apps import Chakra primitives FROM HERE, never
 * from '@chakra-ui/react' directly (a direct import would bundle a second Chakra in the remote).
 * Only the primitives below are re-exported so the shared chunk stays small: add one when needed
 * (and its recipe in system.ts), then re-run `node packages/mf-config/bench/first-load.mjs`.
 */
export {
  Box,
  Flex,
  Stack,
  HStack,
  VStack,
  Center,
  Container,
  Grid,
  GridItem,
  SimpleGrid,
  Spacer,
  Wrap,
  Heading,
  Text,
  Link,
  Image,
  Button,
  IconButton,
  Badge,
  Separator,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
export { Input, Textarea } from './components/fields';
export type { BoxProps, ButtonProps, HeadingProps, TextProps, StackProps, FlexProps } from '@chakra-ui/react';

export { getSystem, createPlatformSystem } from './system';
// the Chakra-free entry (its own shared module: one copy of its contexts and atoms at run time)
export {
  brands,
  activeBrand,
  THEME,
  brandLogosAtom,
  useApiClient,
  usePlatformNavigate,
  useBrand,
  navigate,
  BaseProvider,
} from '@platform/ui/base';
export { NotFoundRedirect } from './plain/behaviour';
export type { Brand, NavigateFn } from '@platform/ui/base';
export { PlatformProvider, DesignSystemProvider, THEME_CSS_ATTR } from './provider';
import './queryCompat'; // jest/node only (dropped from bundles)
export type { PlatformProviderProps } from './provider';
export { formatDate, formatDateTime, formatNumber, formatPercent } from './format';
export { Modal, MODAL_MAX_WIDTHS } from './components/Modal';
export type { ModalProps } from './components/Modal';
export { PlaceholderScreen } from './components/remote';
export { Spinner, LoadingState, FullPageLoader, EmptyState, ErrorState, RemoteFallback } from './components/states';
