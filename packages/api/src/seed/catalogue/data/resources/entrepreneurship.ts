import type { ResourceSpec } from '../builder';
import { el, ph, dl } from '../builder';
import { t } from '../l10n';

export const entrepreneurshipSpecs: ResourceSpec[] = [
  {
    key: 'mercadillo-solidario',
    authorKey: 'diego-herrera',
    categorySlug: 'entrepreneurialSpirit',
    type: 2,
    implementation: 'offline',
    ageMin: 9,
    ageMax: 11,
    skillKeys: ['initiative', 'teamwork', 'responsibility'],
    topicKeys: ['economy'],
    subtopicKeys: ['financialLiteracy', 'fairTrade'],
    subjectKeys: ['mathematics', 'economics'],
    sdgIds: [1, 8, 12],
    crossAreaKeys: ['math', 'socialSciences'],
    publishedDaysAgo: 230,
    novelty: false,
    video: true,
    title: t('Nuestro mercadillo solidario', 'Our charity market', 'El nostre mercat solidari'),
    presentation: t(
      'La clase organiza un mercadillo de objetos reutilizados y manualidades cuyos beneficios se destinan a una causa elegida por votación. Por el camino aprenden a fijar precios, calcular costes y llevar la contabilidad.',
      'The class organises a market of reused items and crafts whose profits go to a cause chosen by vote. Along the way they learn to set prices, calculate costs and keep the accounts.',
      "La classe organitza un mercat d'objectes reutilitzats i manualitats amb beneficis destinats a una causa triada per votació. Pel camí aprenen a fixar preus, calcular costos i portar la comptabilitat.",
    ),
    question: t(
      '¿Cómo se decide cuánto cuesta algo?',
      'How do you decide how much something costs?',
      'Com es decideix quant costa una cosa?',
    ),
    desc: t(
      'Proyecto de tres sesiones de planificación y un día de mercadillo. Ideal para final de trimestre.',
      'A project with three planning sessions and a market day. Ideal for the end of term.',
      'Projecte de tres sessions de planificació i un dia de mercat. Ideal per a final de trimestre.',
    ),
    goals: [
      t(
        'calcular costes, precios y beneficios',
        'calculate costs, prices and profits',
        'calcular costos, preus i beneficis',
      ),
      t(
        'planificar un proyecto en equipo con un calendario',
        'plan a team project with a schedule',
        'planificar un projecte en equip amb un calendari',
      ),
      t(
        'tomar decisiones colectivas sobre el destino del dinero',
        'make group decisions about where the money goes',
        'prendre decisions col·lectives sobre el destí dels diners',
      ),
    ],
    sgoal: t(
      'Vas a montar un mercadillo de verdad con tu clase y decidir a qué causa ayudáis con lo que ganéis.',
      'You will run a real market with your class and decide which cause to support with what you earn.',
      'Muntaràs un mercat de debò amb la teva classe i decidireu a quina causa ajudeu amb el que guanyeu.',
    ),
    classes: [
      {
        n: t('Elegimos la causa', 'Choosing the cause', 'Triem la causa'),
        min: 50,
        org: 'smallGroups',
        org2: 'group',
        lay: 'group',
        hook: t(
          'Presenta tres causas locales (un comedor social, una protectora de animales, un proyecto de reforestación) con una foto y un dato de cada una.',
          'Present three local causes (a food bank, an animal shelter, a reforestation project) with a photo and a fact about each.',
          "Presenta tres causes locals (un menjador social, una protectora d'animals, un projecte de reforestació) amb una foto i una dada de cadascuna.",
        ),
        steps: [
          t(
            'Investigar una de las causas y preparar un argumento de un minuto.',
            'Research one of the causes and prepare a one-minute argument.',
            "Investigar una de les causes i preparar un argument d'un minut.",
          ),
          t(
            'Escuchar los argumentos de los demás equipos.',
            'Listen to the other teams’ arguments.',
            'Escoltar els arguments dels altres equips.',
          ),
          t(
            'Votar de forma secreta y anotar el resultado.',
            'Vote in secret and record the result.',
            'Votar de manera secreta i anotar-ne el resultat.',
          ),
        ],
        product: t(
          'la causa elegida por votación y sus motivos',
          'the cause chosen by vote and the reasons for it',
          'la causa triada per votació i els seus motius',
        ),
        close: t(
          'Escribid juntos una frase-compromiso que presidirá el mercadillo: «Todo lo que ganemos irá a…».',
          'Write together a commitment sentence that will head the market: “Everything we earn will go to…”.',
          'Escriviu junts una frase-compromís que presidirà el mercat: «Tot el que guanyem anirà a…».',
        ),
      },
      {
        n: t('Costes y precios', 'Costs and prices', 'Costos i preus'),
        min: 55,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Muestra una pulsera hecha a mano y pregunta cuánto pagarían por ella. Después revela cuánto costaron los materiales y cuánto tiempo llevó hacerla.',
          'Show a handmade bracelet and ask how much they would pay for it. Then reveal how much the materials cost and how long it took to make.',
          'Mostra una polsera feta a mà i pregunta quant pagarien per ella. Després revela quant van costar els materials i quant de temps va costar fer-la.',
        ),
        steps: [
          t(
            'Hacer la lista de productos que venderá el equipo.',
            'List the products the team will sell.',
            "Fer la llista de productes que vendrà l'equip.",
          ),
          t(
            'Calcular el coste de materiales de cada producto.',
            'Calculate the material cost of each product.',
            'Calcular el cost de materials de cada producte.',
          ),
          t(
            'Fijar un precio justo y calcular el beneficio por unidad.',
            'Set a fair price and work out the profit per item.',
            'Fixar un preu just i calcular el benefici per unitat.',
          ),
        ],
        product: t(
          'una tabla de costes, precios y beneficios',
          'a table of costs, prices and profits',
          'una taula de costos, preus i beneficis',
        ),
        close: t(
          'Sumad los beneficios previstos de todos los equipos y comparad la cifra con el objetivo de recaudación.',
          'Add up all teams’ expected profits and compare the total with the fundraising target.',
          "Sumeu els beneficis previstos de tots els equips i compareu la xifra amb l'objectiu de recaptació.",
        ),
        sm: [
          dl(
            t('Hoja de cálculo de costes', 'Cost calculation sheet', 'Full de càlcul de costos'),
            'templates/costes-mercadillo.xlsx',
          ),
          el(t('Calculadora', 'Calculator', 'Calculadora')),
        ],
      },
      {
        n: t('¡Abrimos el mercadillo!', 'Market day!', 'Obrim el mercat!'),
        min: 90,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Reúne a los equipos antes de abrir y repasa los roles: caja, atención al público, reposición y contabilidad.',
          'Gather the teams before opening and go over the roles: till, customer service, restocking and accounts.',
          "Reuneix els equips abans d'obrir i repassa els rols: caixa, atenció al públic, reposició i comptabilitat.",
        ),
        steps: [
          t(
            'Montar el puesto con los precios bien visibles.',
            'Set up the stall with prices clearly displayed.',
            'Muntar la parada amb els preus ben visibles.',
          ),
          t(
            'Atender a los clientes y dar el cambio correctamente.',
            'Serve customers and give the correct change.',
            'Atendre els clients i tornar el canvi correctament.',
          ),
          t(
            'Anotar cada venta en la hoja de caja.',
            'Record every sale on the cash sheet.',
            'Anotar cada venda al full de caixa.',
          ),
          t(
            'Hacer el recuento final y comprobar que cuadra con las ventas.',
            'Do the final count and check it matches the sales.',
            'Fer el recompte final i comprovar que quadra amb les vendes.',
          ),
        ],
        product: t(
          'un balance final de ventas cuadrado',
          'a balanced final sales report',
          'un balanç final de vendes quadrat',
        ),
        close: t(
          'Anunciad la cifra recaudada y preparad juntos la entrega a la causa elegida, con una carta explicando cómo se consiguió.',
          'Announce the amount raised and prepare the donation to the chosen cause together, with a letter explaining how it was achieved.',
          "Anuncieu la xifra recaptada i prepareu junts el lliurament a la causa triada, amb una carta que expliqui com s'ha aconseguit.",
        ),
        tm: [
          ph(
            t(
              'Caja con cambio y mesas para los puestos',
              'Cash box with change and tables for the stalls',
              'Caixa amb canvi i taules per a les parades',
            ),
          ),
        ],
        sm: [
          dl(t('Hoja de caja', 'Cash sheet', 'Full de caixa'), 'templates/hoja-caja.pdf'),
          ph(t('Etiquetas de precio', 'Price tags', 'Etiquetes de preu')),
        ],
      },
    ],
  },
  {
    key: 'mi-primer-presupuesto',
    authorKey: 'diego-herrera',
    categorySlug: 'entrepreneurialSpirit',
    type: 5,
    implementation: 'mix',
    ageMin: 12,
    ageMax: 15,
    skillKeys: ['analysis', 'responsibility'],
    topicKeys: ['economy'],
    subtopicKeys: ['financialLiteracy', 'responsibleConsumption'],
    subjectKeys: ['mathematics', 'economics'],
    sdgIds: [8, 12],
    crossAreaKeys: ['math'],
    publishedDaysAgo: 20,
    novelty: true,
    gv: false,
    title: t('Mi primer presupuesto', 'My first budget', 'El meu primer pressupost'),
    presentation: t(
      'Un ejercicio práctico de educación financiera: con una paga mensual ficticia, el alumnado planifica gastos, distingue necesidades de caprichos y descubre el valor del ahorro.',
      'A hands-on financial literacy exercise: with a fictional monthly allowance, students plan spending, tell needs from wants and discover the value of saving.',
      "Un exercici pràctic d'educació financera: amb una paga mensual fictícia, l'alumnat planifica despeses, distingeix necessitats de capricis i descobreix el valor de l'estalvi.",
    ),
    question: t(
      '¿Es posible darse un capricho y ahorrar a la vez?',
      'Is it possible to treat yourself and save at the same time?',
      'És possible donar-se un caprici i estalviar alhora?',
    ),
    desc: t(
      'Una sesión individual con hoja de cálculo o en papel, con imprevistos que obligan a replanificar.',
      'One individual session using a spreadsheet or paper, with surprises that force students to re-plan.',
      'Una sessió individual amb full de càlcul o en paper, amb imprevistos que obliguen a replanificar.',
    ),
    goals: [
      t(
        'elaborar un presupuesto mensual equilibrado',
        'draw up a balanced monthly budget',
        'elaborar un pressupost mensual equilibrat',
      ),
      t(
        'distinguir gastos necesarios y prescindibles',
        'tell essential from optional spending',
        'distingir despeses necessàries i prescindibles',
      ),
    ],
    sgoal: t(
      'Vas a gestionar tu propia paga durante un mes imaginario y comprobar si llegas a fin de mes.',
      'You will manage your own allowance for an imaginary month and see whether it lasts until the end.',
      'Gestionaràs la teva pròpia paga durant un mes imaginari i comprovaràs si arribes a final de mes.',
    ),
    classes: [
      {
        n: t('Un mes con 40 euros', 'A month on 40 euros', 'Un mes amb 40 euros'),
        min: 50,
        org: 'individual',
        lay: 'row',
        hook: t(
          'Reparte a cada estudiante un sobre con 40 euros de papel y una lista de tentaciones del mes: cine, videojuego, regalo de cumpleaños, transporte, merienda.',
          'Give each student an envelope with 40 paper euros and a list of the month’s temptations: cinema, video game, birthday present, transport, snacks.',
          "Reparteix a cada estudiant un sobre amb 40 euros de paper i una llista de temptacions del mes: cinema, videojoc, regal d'aniversari, transport, berenar.",
        ),
        steps: [
          t(
            'Clasificar los gastos en necesarios y prescindibles.',
            'Sort the expenses into essential and optional.',
            'Classificar les despeses en necessàries i prescindibles.',
          ),
          t(
            'Repartir el dinero por semanas dejando una parte para ahorrar.',
            'Split the money by week, setting aside some savings.',
            'Repartir els diners per setmanes deixant-ne una part per estalviar.',
          ),
          t(
            'Resolver la tarjeta de imprevisto que te toque y ajustar el presupuesto.',
            'Deal with the surprise card you draw and adjust the budget.',
            "Resoldre la targeta d'imprevist que et toqui i ajustar el pressupost.",
          ),
        ],
        product: t(
          'un presupuesto mensual que resiste un imprevisto',
          'a monthly budget that survives a surprise',
          'un pressupost mensual que resisteix un imprevist',
        ),
        close: t(
          'Pregunta quién ha llegado a fin de mes con ahorro y qué estrategia ha seguido. Recoge tres consejos para la vida real.',
          'Ask who reached the end of the month with savings and what strategy they used. Collect three tips for real life.',
          'Pregunta qui ha arribat a final de mes amb estalvi i quina estratègia ha seguit. Recull tres consells per a la vida real.',
        ),
        sm: [
          dl(t('Plantilla de presupuesto', 'Budget template', 'Plantilla de pressupost'), 'templates/presupuesto.xlsx'),
          ph(
            t(
              'Billetes de papel y tarjetas de imprevistos',
              'Paper money and surprise cards',
              "Bitllets de paper i targetes d'imprevistos",
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'pitch-90-segundos',
    authorKey: 'diego-herrera',
    categorySlug: 'entrepreneurialSpirit',
    type: 1,
    implementation: 'offline',
    ageMin: 16,
    ageMax: 18,
    skillKeys: ['effectiveCommunication', 'leadership', 'resilience'],
    topicKeys: ['economy', 'communication'],
    subtopicKeys: ['entrepreneurship', 'publicSpeaking'],
    subjectKeys: ['economics', 'language'],
    sdgIds: [8, 9],
    crossAreaKeys: ['language', 'transversal'],
    languages: ['es', 'en'],
    publishedDaysAgo: 60,
    novelty: false,
    title: t('Pitch en 90 segundos', 'The 90-second pitch', 'Pitch en 90 segons'),
    presentation: t(
      'Un taller para aprender a presentar una idea de forma breve y convincente: estructura del pitch, voz y lenguaje corporal, y una ronda final ante un jurado de «inversores».',
      'A workshop on presenting an idea briefly and convincingly: pitch structure, voice and body language, and a final round in front of a panel of “investors”.',
      "Un taller per aprendre a presentar una idea de manera breu i convincent: estructura del pitch, veu i llenguatge corporal, i una ronda final davant d'un jurat d'«inversors».",
    ),
    question: t(
      '¿Qué hace que una idea nos convenza en menos de dos minutos?',
      'What makes an idea convince us in less than two minutes?',
      'Què fa que una idea ens convenci en menys de dos minuts?',
    ),
    desc: t(
      'Dos sesiones: construir y ensayar el pitch, y presentarlo con retroalimentación estructurada.',
      'Two sessions: building and rehearsing the pitch, and delivering it with structured feedback.',
      'Dues sessions: construir i assajar el pitch, i presentar-lo amb retroalimentació estructurada.',
    ),
    goals: [
      t(
        'estructurar un discurso breve: problema, solución, público y petición',
        'structure a short talk: problem, solution, audience and ask',
        'estructurar un discurs breu: problema, solució, públic i petició',
      ),
      t(
        'controlar la voz, la mirada y los gestos al hablar en público',
        'control voice, eye contact and gestures when speaking in public',
        'controlar la veu, la mirada i els gestos en parlar en públic',
      ),
      t(
        'dar y recibir retroalimentación constructiva',
        'give and receive constructive feedback',
        'donar i rebre retroalimentació constructiva',
      ),
    ],
    sgoal: t(
      'Vas a convencer a un jurado de que tu idea merece apoyo… en solo 90 segundos.',
      'You will convince a panel that your idea deserves support… in just 90 seconds.',
      'Convenceràs un jurat que la teva idea mereix suport… en només 90 segons.',
    ),
    classes: [
      {
        n: t('Construimos el pitch', 'Building the pitch', 'Construïm el pitch'),
        min: 55,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Muestra dos presentaciones de 90 segundos de la misma idea, una desordenada y otra bien estructurada, y pide que anoten las diferencias.',
          'Show two 90-second presentations of the same idea, one disorganised and one well structured, and ask them to note the differences.',
          "Mostra dues presentacions de 90 segons de la mateixa idea, una de desordenada i una de ben estructurada, i demana que n'anotin les diferències.",
        ),
        steps: [
          t(
            'Describir en una frase el problema que resuelve la idea.',
            'Describe in one sentence the problem the idea solves.',
            'Descriure en una frase el problema que resol la idea.',
          ),
          t(
            'Completar el lienzo del pitch: solución, público, diferencia y petición.',
            'Fill in the pitch canvas: solution, audience, difference and ask.',
            'Completar el llenç del pitch: solució, públic, diferència i petició.',
          ),
          t(
            'Ensayar cronometrando hasta bajar de 90 segundos.',
            'Rehearse with a timer until you get under 90 seconds.',
            'Assajar cronometrant fins a baixar de 90 segons.',
          ),
        ],
        product: t('un guion de pitch cronometrado', 'a timed pitch script', 'un guió de pitch cronometrat'),
        close: t(
          'Cada equipo dice en voz alta solo su primera frase. Votad cuáles captan la atención y por qué.',
          'Each team says only its opening line out loud. Vote on which ones grab attention and why.',
          "Cada equip diu en veu alta només la primera frase. Voteu quines capten l'atenció i per què.",
        ),
        sm: [dl(t('Lienzo del pitch', 'Pitch canvas', 'Llenç del pitch'), 'templates/lienzo-pitch.pdf')],
      },
      {
        n: t('Ronda ante el jurado', 'The panel round', 'Ronda davant del jurat'),
        min: 55,
        org: 'smallGroups',
        org2: 'group',
        lay: 'halfCircle',
        hook: t(
          'Forma un jurado con tres estudiantes de otro grupo o docentes invitados y reparte las fichas de valoración.',
          'Form a panel of three students from another class or guest teachers and hand out the scoring sheets.',
          "Forma un jurat amb tres estudiants d'un altre grup o docents convidats i reparteix les fitxes de valoració.",
        ),
        steps: [
          t(
            'Presentar el pitch sin superar los 90 segundos.',
            'Deliver the pitch without going over 90 seconds.',
            'Presentar el pitch sense superar els 90 segons.',
          ),
          t(
            'Responder a dos preguntas del jurado.',
            'Answer two questions from the panel.',
            'Respondre dues preguntes del jurat.',
          ),
          t(
            'Leer la valoración recibida y escribir un cambio que haríais.',
            'Read the feedback received and write down one change you would make.',
            'Llegir la valoració rebuda i escriure un canvi que faríeu.',
          ),
        ],
        product: t(
          'un pitch presentado con la valoración del jurado',
          'a delivered pitch with the panel’s feedback',
          'un pitch presentat amb la valoració del jurat',
        ),
        close: t(
          'Celebra el esfuerzo de todos los equipos, no solo del ganador, y recuerda que equivocarse en público también es aprender.',
          'Celebrate every team’s effort, not just the winner’s, and remind them that making mistakes in public is also learning.',
          "Celebra l'esforç de tots els equips, no només del guanyador, i recorda que equivocar-se en públic també és aprendre.",
        ),
        tm: [
          dl(
            t('Ficha de valoración del jurado', 'Panel scoring sheet', 'Fitxa de valoració del jurat'),
            'templates/jurado-pitch.pdf',
          ),
          el(t('Cronómetro visible en pantalla', 'On-screen timer', 'Cronòmetre visible a la pantalla')),
        ],
      },
    ],
  },
];
