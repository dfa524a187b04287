/**
 * Turns compact, hand-written resource specs into full `Resource` objects. The hand-written parts
 * (hook, steps, product, closure, goals...) carry the content; the builder wraps them in the
 * pedagogical scaffolding every class plan shares (grouping, tips, exit tickets, criteria), with
 * texts written in the three languages.
 */
import type { ClassPlan, L10n, Locale, Material, Media, Resource } from '../types';
import { t, p, ul, cat, coverPath } from './l10n';

export const el = (name: L10n): Material => ({ kind: 1, name });
export const ph = (name: L10n): Material => ({ kind: 2, name });
export const dl = (name: L10n, file: string): Material => ({ kind: 3, name, file });

export interface ClassSpec {
  n: L10n;
  min: number;
  org: ClassPlan['organizationType'];
  org2?: ClassPlan['organizationType'];
  lay: ClassPlan['classLayout'];
  /** how the teacher opens the session */
  hook: L10n;
  /** 3-5 steps, student-facing (infinitive in es/ca, imperative in en) */
  steps: L10n[];
  /** what students produce, a noun phrase */
  product: L10n;
  /** how the teacher closes the session */
  close: L10n;
  tm?: Material[];
  sm?: Material[];
}
export interface ResourceSpec extends Omit<
  Resource,
  | 'title'
  | 'presentation'
  | 'rhetoricalQuestion'
  | 'classPlanDescription'
  | 'pedagogicalGoal'
  | 'teacherMedia'
  | 'studentPedagogicalGoal'
  | 'studentMedia'
  | 'globalValuationSection'
  | 'globalValuationMaterials'
  | 'classes'
  | 'cover'
  | 'languages'
> {
  languages?: Locale[];
  title: L10n;
  presentation: L10n;
  question: L10n;
  desc: L10n;
  goals: L10n[];
  sgoal: L10n;
  classes: ClassSpec[];
  video?: boolean;
  /** set false for resources without a global valuation */
  gv?: boolean;
}

// ------------------------------------------------------------------ shared scaffolding texts
const orgIntro: Record<ClassPlan['organizationType'], L10n> = {
  smallGroups: t(
    'Organiza la clase en equipos de tres o cuatro personas y asigna roles rotativos: portavoz, secretaría, responsable de material y guardián del tiempo.',
    'Split the class into teams of three or four and assign rotating roles: spokesperson, note-taker, materials manager and timekeeper.',
    'Organitza la classe en equips de tres o quatre persones i assigna rols rotatius: portaveu, secretaria, responsable de material i guardià del temps.',
  ),
  group: t(
    'Trabaja con todo el grupo a la vez y cuida que participen también quienes suelen intervenir menos.',
    'Work with the whole class at once and make sure that those who usually speak less also take part.',
    'Treballa amb tot el grup alhora i vetlla perquè també hi participin els qui acostumen a intervenir menys.',
  ),
  individual: t(
    'Propón un trabajo individual: cada estudiante avanza a su ritmo y puede consultar a un compañero antes de preguntarte a ti.',
    'Set individual work: each student works at their own pace and checks with a classmate before asking you.',
    'Proposa un treball individual: cada estudiant avança al seu ritme i pot consultar un company abans de preguntar-te a tu.',
  ),
};
const followSteps = t(
  'Pide que sigan estos pasos:',
  'Ask them to follow these steps:',
  'Demana que segueixin aquests passos:',
);
const tips: L10n[] = [
  t(
    'Mientras trabajan, circula entre los grupos y haz preguntas abiertas que les obliguen a justificar sus decisiones, en lugar de darles la respuesta.',
    'While they work, move around the room and ask open questions that make them justify their decisions instead of giving them the answer.',
    'Mentre treballen, passeja entre els grups i fes preguntes obertes que els obliguin a justificar les seves decisions, en lloc de donar-los la resposta.',
  ),
  t(
    'Reserva los últimos diez minutos del desarrollo para que cada equipo revise su trabajo con la lista de pasos y corrija lo que falte.',
    'Keep the last ten minutes of this phase for each team to check their work against the list of steps and fix anything missing.',
    'Reserva els darrers deu minuts del desenvolupament perquè cada equip revisi la seva feina amb la llista de passos i completi el que falti.',
  ),
  t(
    'Si algún grupo termina antes, propón un reto de ampliación: explicar su solución a otro equipo sin enseñarle el resultado final.',
    'If a group finishes early, offer an extension challenge: explain their solution to another team without showing the final result.',
    "Si algun grup acaba abans, proposa un repte d'ampliació: explicar la seva solució a un altre equip sense ensenyar-li el resultat final.",
  ),
];
const exitTickets: L10n[] = [
  t(
    'Termina con un ticket de salida: cada estudiante escribe en un pósit algo que ha aprendido y una pregunta que todavía tiene.',
    'Finish with an exit ticket: each student writes on a sticky note one thing they learned and one question they still have.',
    'Acaba amb un tiquet de sortida: cada estudiant escriu en un pòsit una cosa que ha après i una pregunta que encara té.',
  ),
  t(
    'Cierra con una ronda rápida de «una palabra»: cada persona resume la sesión en una sola palabra y la explica si quiere.',
    'Close with a quick “one word” round: each person sums up the session in a single word and explains it if they wish.',
    "Tanca amb una ronda ràpida d'«una paraula»: cada persona resumeix la sessió en una sola paraula i l'explica si vol.",
  ),
  t(
    'Pide al grupo que valore la sesión con el pulgar (arriba, en medio o abajo) y comenta los motivos de dos o tres respuestas.',
    'Ask the class to rate the session with a thumb (up, sideways or down) and discuss the reasons behind two or three answers.',
    'Demana al grup que valori la sessió amb el polze (amunt, al mig o avall) i comenta els motius de dues o tres respostes.',
  ),
];
const studentOrgTip: Record<ClassPlan['organizationType'], L10n> = {
  smallGroups: t(
    'Trabaja con tu equipo: cada persona tiene un rol y todas las ideas se escuchan antes de decidir.',
    'Work with your team: everyone has a role and all ideas are heard before deciding.',
    "Treballa amb el teu equip: cada persona té un rol i totes les idees s'escolten abans de decidir.",
  ),
  group: t(
    'Participa en la conversación de toda la clase: pide el turno de palabra y escucha a los demás.',
    'Take part in the whole-class conversation: wait for your turn to speak and listen to others.',
    'Participa en la conversa de tota la classe: demana el torn de paraula i escolta els altres.',
  ),
  individual: t(
    'Trabaja a tu ritmo. Si te atascas, pregunta primero a un compañero o compañera.',
    'Work at your own pace. If you get stuck, ask a classmate first.',
    'Treballa al teu ritme. Si et bloqueges, pregunta primer a un company o companya.',
  ),
};

/** Observable criteria per skill, continuing "observe whether students: ...". */
export const skillCriteria: Record<string, L10n> = {
  problemResolution: t(
    'proponen más de una solución y comprueban cuál funciona mejor',
    'propose more than one solution and test which works best',
    "proposen més d'una solució i comproven quina funciona millor",
  ),
  criticalThinking: t(
    'distinguen hechos de opiniones y justifican sus afirmaciones con razones',
    'tell facts from opinions and back up their claims with reasons',
    "distingeixen fets d'opinions i justifiquen les seves afirmacions amb raons",
  ),
  teamwork: t(
    'reparten las tareas de forma equilibrada y respetan los roles del equipo',
    'share tasks fairly and respect team roles',
    "reparteixen les tasques de manera equilibrada i respecten els rols de l'equip",
  ),
  flexibility: t(
    'cambian de estrategia cuando la primera no funciona',
    'change strategy when the first one does not work',
    "canvien d'estratègia quan la primera no funciona",
  ),
  resilience: t(
    'aceptan los errores como parte del proceso y vuelven a intentarlo',
    'accept mistakes as part of the process and try again',
    'accepten els errors com a part del procés i ho tornen a intentar',
  ),
  analysis: t(
    'ordenan la información, detectan patrones y sacan conclusiones',
    'organise information, spot patterns and draw conclusions',
    'ordenen la informació, detecten patrons i en treuen conclusions',
  ),
  creativity: t(
    'aportan ideas originales y las combinan con las de otras personas',
    'contribute original ideas and combine them with those of others',
    "aporten idees originals i les combinen amb les d'altres persones",
  ),
  effectiveCommunication: t(
    'explican su trabajo con claridad y adaptan el mensaje a quien escucha',
    'explain their work clearly and adapt the message to the audience',
    'expliquen la seva feina amb claredat i adapten el missatge a qui escolta',
  ),
  commitment: t(
    'asumen compromisos concretos y los cumplen',
    'take on specific commitments and keep them',
    'assumeixen compromisos concrets i els compleixen',
  ),
  perseverance: t(
    'mantienen el esfuerzo hasta terminar la tarea, aunque sea difícil',
    'keep up the effort until the task is done, even when it is hard',
    "mantenen l'esforç fins a acabar la tasca, encara que sigui difícil",
  ),
  leadership: t(
    'organizan al grupo y animan a participar a todas las personas',
    'organise the group and encourage everyone to take part',
    'organitzen el grup i animen totes les persones a participar',
  ),
  initiative: t(
    'proponen acciones sin esperar instrucciones y las ponen en marcha',
    'suggest actions without waiting for instructions and carry them out',
    'proposen accions sense esperar instruccions i les posen en marxa',
  ),
  curiosity: t(
    'formulan preguntas nuevas y buscan cómo responderlas',
    'ask new questions and look for ways to answer them',
    'formulen preguntes noves i busquen com respondre-les',
  ),
  responsibility: t(
    'cuidan el material y se hacen cargo de su parte del trabajo',
    'take care of materials and own their part of the work',
    'tenen cura del material i es fan càrrec de la seva part de la feina',
  ),
};

const lbl = {
  observe: t(
    'Observa durante la sesión si tus estudiantes:',
    'During the session, observe whether students:',
    'Observa durant la sessió si els teus estudiants:',
  ),
  product: t('Producto de la sesión:', 'Session outcome:', 'Producte de la sessió:'),
  productCriterion: t(
    'terminan el producto de la sesión y saben explicar cómo lo han elaborado',
    'finish the session outcome and can explain how they made it',
    "acaben el producte de la sessió i saben explicar com l'han elaborat",
  ),
  today: t('Lo que vas a conseguir hoy:', 'What you will create today:', 'Què aconseguiràs avui:'),
  follow: t('Sigue estos pasos:', 'Follow these steps:', 'Segueix aquests passos:'),
  session: t('Sesión', 'Session', 'Sessió'),
  goalsIntro: t(
    'Al terminar el recurso, el alumnado será capaz de:',
    'By the end of the resource, students will be able to:',
    "En acabar el recurs, l'alumnat serà capaç de:",
  ),
  rubric: t('Rúbrica de evaluación', 'Assessment rubric', "Rúbrica d'avaluació"),
  rubricIntro: t(
    'Usa la rúbrica descargable para valorar el proceso y el resultado. Fíjate especialmente en si tus estudiantes:',
    'Use the downloadable rubric to assess both process and result. Pay special attention to whether students:',
    "Fes servir la rúbrica descarregable per valorar el procés i el resultat. Fixa't especialment en si els teus estudiants:",
  ),
  selfAssessment: t('Plantilla de autoevaluación', 'Self-assessment template', "Plantilla d'autoavaluació"),
  projector: t('Proyector o pizarra digital', 'Projector or interactive whiteboard', 'Projector o pissarra digital'),
  notebook: t('Cuaderno y material de escritura', 'Notebook and writing materials', "Quadern i material d'escriptura"),
};

const fill = (tpl: L10n, vars: Record<string, L10n>): L10n => {
  const out = { ...tpl };
  for (const l of ['es', 'en', 'ca'] as const)
    out[l] = out[l].replace(/\{(\w+)\}/g, (_, k: string) => vars[k]?.[l] ?? '');
  return out;
};
const firstSessionStart = t(
  'Escribe en la pizarra la pregunta «{q}» y recoge las primeras ideas sin corregirlas: volveréis a ellas al final del recurso.',
  'Write the question “{q}” on the board and collect first ideas without correcting them: you will come back to them at the end of the resource.',
  'Escriu a la pissarra la pregunta «{q}» i recull les primeres idees sense corregir-les: hi tornareu al final del recurs.',
);
const laterSessionStart = t(
  'Dedica cinco minutos a recordar lo trabajado en la sesión anterior, «{prev}», y conéctalo con el reto de hoy.',
  'Spend five minutes recalling the previous session, “{prev}”, and connect it with today’s challenge.',
  "Dedica cinc minuts a recordar la feina de la sessió anterior, «{prev}», i connecta-la amb el repte d'avui.",
);
const globalIntro = t(
  'Al terminar la última sesión, vuelve a la pregunta inicial «{q}» y compara las respuestas del grupo con las ideas que anotasteis el primer día. ¿Qué ha cambiado?',
  'After the last session, go back to the opening question “{q}” and compare the class’s answers with the ideas you noted on the first day. What has changed?',
  "En acabar l'última sessió, torna a la pregunta inicial «{q}» i compara les respostes del grup amb les idees que vau anotar el primer dia. Què ha canviat?",
);

export function buildClass(
  spec: ClassSpec,
  i: number,
  r: { question: L10n; skillKeys: string[]; prev?: ClassSpec },
): ClassPlan {
  const criteria = [
    lbl.productCriterion,
    ...r.skillKeys
      .slice(0, 2)
      .map((k) => skillCriteria[k])
      .filter(Boolean),
  ];
  const start =
    i === 0
      ? [spec.hook, fill(firstSessionStart, { q: r.question })]
      : [fill(laterSessionStart, { prev: r.prev!.n }), spec.hook];
  return {
    classNumber: i + 1,
    name: spec.n,
    organizationType: spec.org,
    ...(spec.org2 ? { secondaryOrganizationType: spec.org2 } : {}),
    classLayout: spec.lay,
    minutesDuration: spec.min,
    startSection: cat(
      p(...start),
      p(
        cat(
          t('<strong>', '<strong>', '<strong>'),
          lbl.product,
          t('</strong> ', '</strong> ', '</strong> '),
          spec.product,
          t('.', '.', '.'),
        ),
      ),
    ),
    developmentSection: cat(p(orgIntro[spec.org], followSteps), ul(...spec.steps), p(tips[i % tips.length])),
    closureSection: p(spec.close, exitTickets[i % exitTickets.length]),
    valuationSection: cat(p(lbl.observe), ul(...criteria)),
    teacherMaterials: spec.tm ?? [el(lbl.projector)],
    studentStatement: cat(
      p(
        cat(
          t('<strong>', '<strong>', '<strong>'),
          lbl.today,
          t('</strong> ', '</strong> ', '</strong> '),
          spec.product,
          t('.', '.', '.'),
        ),
      ),
      p(lbl.follow),
      ul(...spec.steps),
      p(studentOrgTip[spec.org]),
    ),
    studentMaterials: spec.sm ?? [ph(lbl.notebook)],
  };
}

export function buildResource(s: ResourceSpec): Resource {
  const { title, presentation, question, desc, goals, sgoal, classes, video, gv, languages, ...rest } = s;
  const cover = coverPath(s.key);
  const image: Media = { kind: 2, url: cover, caption: title };
  const teacherMedia: Media[] = video
    ? [{ kind: 1, url: `https://videos.example.org/resources/${s.key}.mp4`, caption: title }, image]
    : [image];
  const sessionList = ul(
    ...classes.map((c, i) =>
      cat(
        lbl.session,
        t(` ${i + 1} · `, ` ${i + 1} · `, ` ${i + 1} · `),
        c.n,
        t(` (${c.min} min)`, ` (${c.min} min)`, ` (${c.min} min)`),
      ),
    ),
  );
  return {
    ...rest,
    languages: languages ?? ['es', 'en', 'ca'],
    title,
    presentation: p(presentation),
    rhetoricalQuestion: question,
    classPlanDescription: cat(p(desc), sessionList),
    pedagogicalGoal: cat(p(lbl.goalsIntro), ul(...goals)),
    teacherMedia,
    studentPedagogicalGoal: p(sgoal),
    studentMedia: [image],
    globalValuationSection:
      gv === false
        ? null
        : cat(
            p(fill(globalIntro, { q: question }), lbl.rubricIntro),
            ul(...s.skillKeys.map((k) => skillCriteria[k]).filter(Boolean)),
          ),
    globalValuationMaterials:
      gv === false
        ? []
        : [
            dl(lbl.rubric, `rubrics/${s.key}.pdf`),
            ...(s.skillKeys.length > 2 ? [dl(lbl.selfAssessment, `rubrics/${s.key}-self.pdf`)] : []),
          ],
    classes: classes.map((c, i) => buildClass(c, i, { question, skillKeys: s.skillKeys, prev: classes[i - 1] })),
    cover,
  };
}
