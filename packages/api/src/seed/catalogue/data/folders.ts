import type { ProviderFolder } from '../types';
import { t, coverPath } from './l10n';

type F = Omit<ProviderFolder, 'cover' | 'childFolderKeys' | 'programKeys'> & Partial<Pick<ProviderFolder, 'childFolderKeys' | 'programKeys'>>;
const folder = (f: F): ProviderFolder => ({ childFolderKeys: [], programKeys: [], ...f, cover: coverPath(`folder-${f.key}`) });

export const providerFolders: ProviderFolder[] = [
  folder({
    key: 'retos-del-planeta', featured: true, novelty: false, durationMinutes: 600, sessions: 12, ageMin: 6, ageMax: 15, sdgIds: [6, 12, 13, 15], crossAreaKeys: ['naturalSciences', 'transversal'],
    name: t('Retos del planeta', 'Planet challenges', 'Reptes del planeta'),
    description: t('Una selección para trabajar el cuidado del medio ambiente durante todo el curso: agua, residuos, clima y biodiversidad, con propuestas para cada etapa.', 'A selection for working on caring for the environment throughout the year: water, waste, climate and biodiversity, with activities for every stage.', "Una selecció per treballar la cura del medi ambient durant tot el curs: aigua, residus, clima i biodiversitat, amb propostes per a cada etapa."),
    resourceKeys: ['guardianes-del-agua', 'cg-clima-caso', 'cg-biodiversidad-mision', 'abejas-robot-huerto', 'cg-energia-secuencia'], programKeys: ['planeta-en-juego'], childFolderKeys: ['agua-y-oceanos', 'residuo-cero'],
  }),
  folder({
    key: 'agua-y-oceanos', featured: false, novelty: false, durationMinutes: 200, sessions: 4, ageMin: 6, ageMax: 11, sdgIds: [6, 14], crossAreaKeys: ['naturalSciences'],
    name: t('Agua y océanos', 'Water and oceans', 'Aigua i oceans'),
    description: t('Recursos para el Día Mundial del Agua y el Día de los Océanos: medir, ahorrar y proteger el agua.', 'Resources for World Water Day and World Oceans Day: measure, save and protect water.', "Recursos per al Dia Mundial de l'Aigua i el Dia dels Oceans: mesurar, estalviar i protegir l'aigua."),
    resourceKeys: ['guardianes-del-agua', 'cg-consumo-mision'],
  }),
  folder({
    key: 'residuo-cero', featured: false, novelty: true, durationMinutes: 160, sessions: 3, ageMin: 6, ageMax: 15, sdgIds: [12], crossAreaKeys: ['naturalSciences', 'math'],
    name: t('Residuo cero', 'Zero waste', 'Residu zero'),
    description: t('Medir, reducir y reutilizar: propuestas para que la clase genere menos residuos.', 'Measure, reduce and reuse: activities to help the class produce less waste.', 'Mesurar, reduir i reutilitzar: propostes perquè la classe generi menys residus.'),
    resourceKeys: ['cg-reciclaje-lab', 'ee-reciclaje-lab', 'pc-reciclaje-lab'],
  }),
  folder({
    key: 'primeros-pasos-programacion', featured: true, novelty: false, durationMinutes: 330, sessions: 7, ageMin: 3, ageMax: 11, sdgIds: [4, 9], crossAreaKeys: ['technology', 'math'],
    name: t('Primeros pasos en programación', 'First steps in coding', 'Primers passos en programació'),
    description: t('De los algoritmos desenchufados a los robots de suelo: una ruta para empezar a programar sin experiencia previa.', 'From unplugged algorithms to floor robots: a route to start coding with no previous experience.', "Dels algorismes desendollats als robots de terra: una ruta per començar a programar sense experiència prèvia."),
    resourceKeys: ['abejas-robot-huerto', 'algoritmos-desenchufados', 'pixel-art-binario', 'pc-videojuegos-reto'], programKeys: ['piensa-programa-primaria'],
  }),
  folder({
    key: 'emociones-y-convivencia', featured: true, novelty: false, durationMinutes: 270, sessions: 5, ageMin: 3, ageMax: 11, sdgIds: [3, 16], crossAreaKeys: ['transversal', 'language'],
    name: t('Emociones y convivencia', 'Emotions and living together', 'Emocions i convivència'),
    description: t('Propuestas para nombrar lo que sentimos, cuidar el clima del aula y resolver conflictos sin violencia.', 'Activities for naming what we feel, caring for the classroom climate and resolving conflicts without violence.', "Propostes per posar nom al que sentim, cuidar el clima de l'aula i resoldre conflictes sense violència."),
    resourceKeys: ['mapa-de-emociones', 'mediadores-en-el-patio', 'cg-igualdad-caso'], programKeys: ['convivir-y-sentir'],
  }),
  folder({
    key: 'igualdad-y-derechos', featured: false, novelty: true, durationMinutes: 400, sessions: 8, ageMin: 9, ageMax: 18, sdgIds: [5, 10, 16], crossAreaKeys: ['socialSciences', 'transversal'],
    name: t('Igualdad y derechos', 'Equality and rights', 'Igualtat i drets'),
    description: t('Derechos de la infancia, igualdad de género e inclusión: recursos para construir una escuela más justa.', 'Children’s rights, gender equality and inclusion: resources to build a fairer school.', "Drets de la infància, igualtat de gènere i inclusió: recursos per construir una escola més justa."),
    resourceKeys: ['cg-derechos-secuencia', 'cg-inclusion-mision', 'cg-igualdad-caso'], childFolderKeys: ['mujeres-y-ciencia'],
  }),
  folder({
    key: 'mujeres-y-ciencia', featured: false, novelty: false, durationMinutes: 160, sessions: 3, ageMin: 12, ageMax: 15, sdgIds: [5, 4], crossAreaKeys: ['naturalSciences', 'socialSciences'],
    name: t('Mujeres y ciencia', 'Women and science', 'Dones i ciència'),
    description: t('Para el 11 de febrero y el 8 de marzo: científicas, referentes y vocaciones.', 'For 11 February and 8 March: women scientists, role models and careers.', "Per a l'11 de febrer i el 8 de març: científiques, referents i vocacions."),
    resourceKeys: ['mujeres-en-la-ciencia'],
  }),
  folder({
    key: 'emprender-con-sentido', featured: true, novelty: false, durationMinutes: 450, sessions: 8, ageMin: 9, ageMax: 18, sdgIds: [8, 9, 12], crossAreaKeys: ['math', 'socialSciences'],
    name: t('Emprender con sentido', 'Purposeful entrepreneurship', 'Emprendre amb sentit'),
    description: t('Educación financiera, proyectos solidarios y pitch: el espíritu emprendedor al servicio de la comunidad.', 'Financial literacy, charity projects and pitching: the entrepreneurial spirit serving the community.', "Educació financera, projectes solidaris i pitch: l'esperit emprenedor al servei de la comunitat."),
    resourceKeys: ['mercadillo-solidario', 'mi-primer-presupuesto', 'pitch-90-segundos', 'ee-emprendimiento-secuencia'], programKeys: ['emprende-en-el-aula', 'startup-verde'],
  }),
  folder({
    key: 'ciudadania-digital', featured: false, novelty: true, durationMinutes: 310, sessions: 6, ageMin: 12, ageMax: 18, sdgIds: [16, 4], crossAreaKeys: ['technology', 'language'],
    name: t('Ciudadanía digital', 'Digital citizenship', 'Ciutadania digital'),
    description: t('Verificar noticias, entender la inteligencia artificial y cuidar la huella digital.', 'Fact-checking news, understanding artificial intelligence and looking after your digital footprint.', "Verificar notícies, entendre la intel·ligència artificial i tenir cura de la petjada digital."),
    resourceKeys: ['cazabulos', 'piensan-las-maquinas', 'cg-redes-reto', 'pc-redes-exploradores'], programKeys: ['ciudadania-digital-critica'],
  }),
  folder({
    key: 'salud-y-bienestar', featured: false, novelty: false, durationMinutes: 250, sessions: 5, ageMin: 6, ageMax: 15, sdgIds: [3, 2], crossAreaKeys: ['physicalEducation', 'naturalSciences'],
    name: t('Salud y bienestar', 'Health and well-being', 'Salut i benestar'),
    description: t('Alimentación, movimiento y bienestar emocional para crecer sanos.', 'Food, movement and emotional well-being for growing up healthy.', 'Alimentació, moviment i benestar emocional per créixer sans.'),
    resourceKeys: ['cg-alimentacion-exploradores', 'cg-movimiento-lab', 'pc-movimiento-mision', 'ee-alimentacion-secuencia'],
  }),
  folder({
    key: 'formacion-claustro', featured: true, novelty: true, durationMinutes: 720, sessions: 11, ageMin: 3, ageMax: 18, sdgIds: [4], crossAreaKeys: ['transversal'],
    name: t('Formación para el claustro', 'Staff development', 'Formació per al claustre'),
    description: t('Sesiones listas para usar en formación en centro: evaluación formativa, DUA, cooperativo y bienestar docente.', 'Ready-to-use sessions for school-based training: formative assessment, UDL, cooperative learning and teacher well-being.', "Sessions a punt per fer servir en formació en centre: avaluació formativa, DUA, cooperatiu i benestar docent."),
    resourceKeys: ['tickets-de-salida', 'disena-con-dua', 'roles-cooperativos', 'fd-gestion-aula-itinerario', 'fd-materiales-accesibles-claves'], programKeys: ['claustro-que-aprende'],
  }),
  folder({
    key: 'vuelta-al-cole', featured: false, novelty: true, durationMinutes: 240, sessions: 5, ageMin: 3, ageMax: 15, sdgIds: [4, 11], crossAreaKeys: ['transversal', 'socialSciences'],
    name: t('Vuelta al cole', 'Back to school', "Tornada a l'escola"),
    description: t('Para las primeras semanas: cohesión de grupo, normas de aula y el camino escolar.', 'For the first weeks: group bonding, classroom rules and the route to school.', "Per a les primeres setmanes: cohesió de grup, normes d'aula i el camí escolar."),
    resourceKeys: ['mapa-de-emociones', 'detectives-de-datos', 'cg-movilidad-reto', 'cg-patrimonio-exploradores'],
  }),
];
