import { useState, type ReactNode } from 'react';
import { useParams } from '@platform/router';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { RegisterUsedContent } from '@platform/used-content';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  Heading,
  Image,
  Stack,
  Text,
  chakra,
  formatDate,
} from '@platform/ui';
import { useProgram } from '../../lib/queries';
import { ContentPending, contentReady, useLocalizedContent } from '../../lib/localizedContent';
import type { ProgramDetail } from '@platform/contracts';
import { CardList, Pager, QueryState, ResourceCard } from '../../components/common';
import { useRemoteT, toast } from '@platform/remote-kit';
import { RichText } from '@platform/resource-view/teacher';
import { canRegisterUsedContent, useUserInfo } from '../../lib/roles';
import { ShareColleaguesModal } from '../resource';
import { RequestInfoModal } from '../../components/RequestInfoModal';
import { ClassPackButton } from '../classpack';
import * as programApi from '@platform/api-client/educational-program';
import { categoryBadgeStyle } from '@platform/ui/plain';

const RECORDS_PAGE = 5;

export function ProgramScreen() {
  const { t } = useRemoteT();
  const id = Number(useParams().id);
  const [modal, setModal] = useState<'share' | 'info' | 'used' | null>(null);
  // Trial and provider-staff users get a 403 from UsedContentRecord: no button for them
  const canRegister = canRegisterUsedContent(useUserInfo());
  const qc = useQueryClient();
  const { q, contentLocale } = useLocalizedContent(id, useProgram);
  const pdf = useMutation({
    mutationFn: () => programApi.pdf(id, contentLocale),
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `program-${id}-${contentLocale}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    onError: () => toast('error', t('program.pdfError')),
  });
  if (!contentReady(q)) return <ContentPending q={q} label={t('program.loading')} />;
  const p = q.data as ProgramDetail;
  const hours = Math.round((p.durationMinutes / 60) * 10) / 10;
  return (
    <Container maxW="6xl" py="6" px={{ base: '4', md: '6' }} data-testid="program-screen" lang={p.locale}>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
        {p.thumbnail && (
          <Image src={p.thumbnail} alt="" w={{ base: 'full', md: '64' }} h="40" objectFit="cover" rounded="lg" />
        )}
        <Stack gap="2" flex="1">
          <HStack gap="2">
            <Badge style={categoryBadgeStyle(p.categoryColor)}>
              {p.contentType === 1 ? t('program.typeProject') : t('program.typeProgram')}
            </Badge>
            {p.usedEducationalProgram && <Badge colorPalette="blue">{t('program.used')}</Badge>}
          </HStack>
          <Heading as="h1" size="2xl">
            {p.title}
          </Heading>
          <Text color="fg.muted">{[p.mainAuthor.name, ...p.coAuthors.map((a) => a.name)].join(', ')}</Text>
          <Flex role="toolbar" aria-label={t('resource.actions')} gap="2" wrap="wrap" mt="2">
            <Button
              size="sm"
              colorPalette="brand"
              loading={pdf.isPending}
              onClick={() => pdf.mutate()}
              data-testid="download-pdf"
            >
              {t('program.downloadPdf')}
            </Button>
            <ClassPackButton kind="program" id={p.id} locale={contentLocale} />
            {canRegister && (
              <Button size="sm" variant="outline" onClick={() => setModal('used')}>
                {t('usedContent.open')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setModal('share')}>
              {t('colleagues.open')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setModal('info')}>
              {t('program.requestInfo')}
            </Button>
          </Flex>
        </Stack>
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4" my="6">
        <ProgramFact label={t('facts.duration')}>
          {t('program.hours', { count: hours })} · {t('program.classes', { count: p.classTotalQuantity })}
        </ProgramFact>
        <ProgramFact label={t('facts.ages')}>
          {t('facts.agesValue', { min: p.ageRange.min, max: p.ageRange.max })}
          {p.secondaryAgeRange
            ? ` · ${t('facts.agesValue', { min: p.secondaryAgeRange.min, max: p.secondaryAgeRange.max })}`
            : ''}
        </ProgramFact>
        <ProgramFact label={t('program.levelYear')}>{[p.level, p.year].filter(Boolean).join(' · ') || '—'}</ProgramFact>
        <ProgramFact label={t('program.resourcesCount')}>{p.resourceTotalQuantity}</ProgramFact>
      </chakra.dl>
      <Stack gap="6">
        <ProgramSection id="pg-foundation" title={t('program.foundation')} mb="2">
          <RichText html={p.foundation} />
        </ProgramSection>
        <ProgramSection id="pg-objective" title={t('program.objective')} mb="2">
          <RichText html={p.pedagogicalObjective} />
        </ProgramSection>
        <ProgramSection id="pg-udl" title={t('program.udl')} mb="2">
          {p.udls.length ? (
            <chakra.ul pl="5" listStyleType="disc">
              {p.udls.map((u) => (
                <li key={u.id}>{u.name}</li>
              ))}
            </chakra.ul>
          ) : (
            <Text color="fg.muted">—</Text>
          )}
        </ProgramSection>
        <ProgramSection id="pg-resources" title={t('program.resources')} mb="3">
          <CardList items={p.resources} label={t('program.resources')} card={(r) => <ResourceCard r={r} />} />
        </ProgramSection>
        <ClassPlansSection programId={p.id} />
        <UsedContentRecords programId={p.id} />
      </Stack>
      <ShareColleaguesModal
        open={modal === 'share'}
        onClose={() => setModal(null)}
        resource={{ id: p.id, title: p.title, locale: p.locale }}
        kind="program"
      />
      <RequestInfoModal
        open={modal === 'info'}
        onClose={() => setModal(null)}
        send={(m) => programApi.requestInformation(p.id, m)}
      />
      {canRegister && (
        <RegisterUsedContent
          open={modal === 'used'}
          onClose={() => setModal(null)}
          programId={p.id}
          onSaved={() => {
            void qc.invalidateQueries({ queryKey: ['explore', 'usedContent', p.id] });
            void qc.invalidateQueries({ queryKey: ['explore', 'program', p.id] });
          }}
        />
      )}
    </Container>
  );
}

/** A titled section of the program page. */
function ProgramSection({
  id,
  title,
  mb,
  testId,
  children,
}: {
  id: string;
  title: string;
  mb: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Heading as="h2" size="lg" id={id} mb={mb}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** One fact of the program under its header. */
function ProgramFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd m="0">{children}</chakra.dd>
    </Box>
  );
}

function ClassPlansSection({ programId }: { programId: number }) {
  const { t, locale } = useRemoteT();
  const q = useQuery({
    queryKey: ['explore', 'programClassPlans', programId, locale],
    queryFn: () => programApi.classPlans(programId),
  });
  return (
    <ProgramSection id="pg-classes" title={t('program.classPlans')} mb="3">
      <QueryState query={q} isEmpty={(d) => d.resources.length === 0}>
        {(d) => (
          <chakra.ol pl="5">
            {d.resources.map((r) => (
              <chakra.li key={r.resourceId} mb="2">
                <Text fontWeight="semibold">{r.title}</Text>
                <chakra.ul pl="4" listStyleType="circle">
                  {r.classPlans.map((c) => (
                    <li key={c.id}>
                      {t('sections.classN', { n: c.classNumber, name: c.name })} ·{' '}
                      {t('facts.minutes', { count: c.minutesDuration })}
                    </li>
                  ))}
                </chakra.ul>
              </chakra.li>
            ))}
          </chakra.ol>
        )}
      </QueryState>
    </ProgramSection>
  );
}

function UsedContentRecords({ programId }: { programId: number }) {
  const { t, locale } = useRemoteT();
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: ['explore', 'usedContent', programId, locale, page],
    queryFn: () => programApi.usedContentRecords(programId, page, RECORDS_PAGE),
    placeholderData: keepPreviousData,
  });
  return (
    <ProgramSection id="pg-used" title={t('usedContent.records')} mb="3" testId="used-content-records">
      <QueryState
        query={q}
        isEmpty={(d) => d.totalCount === 0}
        empty={<Text color="fg.muted">{t('usedContent.none')}</Text>}
      >
        {(d) => (
          <>
            <Stack as="ul" listStyleType="none" gap="2">
              {d.data.map((r) => (
                <chakra.li key={r.id} borderWidth="1px" rounded="md" p="3">
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="semibold">{r.teacher.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(r.createdAt)}
                      {r.academicCourse ? ` · ${r.academicCourse.name}` : ''}
                    </Text>
                  </HStack>
                  {r.educationalProgramCompleted && (
                    <Badge colorPalette="green">{t('usedContent.programComplete')}</Badge>
                  )}
                  <chakra.ul pl="4" mt="1" fontSize="sm">
                    {r.resources.map((x) => (
                      <li key={x.resourceId}>
                        {x.resource}: {x.classes.map((c) => t('sections.classShort', { n: c.classNumber })).join(', ')}
                        {x.resourceCompleted ? ` ✓ ${t('usedContent.complete')}` : ''}
                      </li>
                    ))}
                  </chakra.ul>
                </chakra.li>
              ))}
            </Stack>
            <Pager page={page} pages={d.pages} onChange={setPage} label={t('usedContent.records')} />
          </>
        )}
      </QueryState>
    </ProgramSection>
  );
}
