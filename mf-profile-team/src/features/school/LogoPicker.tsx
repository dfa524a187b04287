import { useRef, useState } from 'react';
import { Button, HStack, Text } from '@platform/ui';
import { useRemoteT, toast } from '@platform/remote-kit';
import { photoOk, readAsDataUrl, uploadProfileImage } from '../../lib/files';
import { Avatar } from '../../components/layout';

/** Logo/picture picker: PNG/JPG ≤ 2 MB, uploaded to its area. */
export function LogoPicker({
  area,
  ownerId,
  value,
  onChange,
  name,
}: {
  area: 'Schools' | 'SchoolGroup';
  ownerId: number;
  value: string | null;
  onChange: (v: string | null) => void;
  name: string;
}) {
  const { t } = useRemoteT();
  const ref = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file?: File) => {
    if (!file) return;
    if (!photoOk(file)) {
      toast('error', t('errors.photo'));
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadProfileImage(area, ownerId, await readAsDataUrl(file)));
    } catch {
      toast('error', t('errors.photo'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="3" flexWrap="wrap">
      <Avatar src={value} name={name} size="64px" />
      <input
        ref={ref}
        type="file"
        hidden
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        aria-label={t('school.logo')}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" onClick={() => ref.current?.click()} loading={busy}>
        {t('school.logo')}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {t('photo.hint')}
      </Text>
    </HStack>
  );
}
