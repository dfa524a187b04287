import { HStack } from '@platform/ui';
import type { ExploreLocale, KreaContent } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { Checks } from './forms';

export const LOCALES: ExploreLocale[] = ['es', 'en', 'ca'];
export interface Base {
  open: boolean;
  onClose: () => void;
  content: KreaContent;
  onDone: (c: KreaContent) => void;
}
export type Authors = Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>;
export const Actions = ({ children }: { children: React.ReactNode }) => (
  <HStack justify="end" gap="2" pt="2" flexWrap="wrap">
    {children}
  </HStack>
);

/** The languages to choose, as a check group. */
export function LocaleChecks({
  choices,
  value,
  onChange,
  label,
}: {
  choices: ExploreLocale[];
  value: ExploreLocale[];
  onChange: (v: ExploreLocale[]) => void;
  label: string;
}) {
  const { t } = useRemoteT();
  return (
    <Checks
      legend={label}
      items={choices.map((l) => ({ id: l, name: t(`lang.${l}`) }))}
      value={value}
      disabled={false}
      onChange={onChange}
    />
  );
}
