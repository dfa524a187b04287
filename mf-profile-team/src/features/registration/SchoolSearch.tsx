import { useEffect, useState } from 'react';
import { Button, Input, Stack, Text, chakra } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import type { TrialSchoolDto } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { Field } from '@platform/ui/forms';
import { column } from '../../components/layout';

/** §3 "pick an existing school or create one": trial schools by name (3+ characters, after typing stops). */
export function SchoolSearch({
  chosen,
  onChoose,
}: {
  chosen: TrialSchoolDto | null;
  onChoose: (s: TrialSchoolDto | null) => void;
}) {
  const { t } = useRemoteT();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<TrialSchoolDto[] | null>(null);
  useEffect(() => {
    setFound(null);
    const name = q.trim();
    if (name.length < 3) return;
    let live = true;
    const timer = setTimeout(() => {
      accountApi
        .searchTrialSchools(name)
        .then((r) => {
          if (live) setFound(r);
        })
        .catch(() => {
          if (live) setFound([]);
        });
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  if (chosen) {
    return (
      <Stack gap="2" role="status" data-testid="school-chosen">
        <Text>
          {t('registration.schoolSearch.joining', {
            school: chosen.city ? `${chosen.name} (${chosen.city})` : chosen.name,
          })}
        </Text>
        <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={() => onChoose(null)}>
          {t('registration.schoolSearch.createNew')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Field id="reg-school-search" label={t('registration.schoolSearch.label')}>
        <Input
          id="reg-school-search"
          type="search"
          autoComplete="off"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-describedby="reg-school-search-hint"
        />
      </Field>
      <Text id="reg-school-search-hint" fontSize="sm" color="fg.muted">
        {t('registration.schoolSearch.hint')}
      </Text>
      {found &&
        (found.length === 0 ? (
          <Text fontSize="sm" role="status">
            {t('registration.schoolSearch.none')}
          </Text>
        ) : (
          <chakra.ul listStyleType="none" {...column('2')} aria-label={t('registration.schoolSearch.results')}>
            {found.map((sc) => (
              <li key={sc.id}>
                <Button type="button" variant="outline" size="sm" onClick={() => onChoose(sc)}>
                  {t('registration.schoolSearch.join', { school: sc.city ? `${sc.name} (${sc.city})` : sc.name })}
                </Button>
              </li>
            ))}
          </chakra.ul>
        ))}
    </Stack>
  );
}
