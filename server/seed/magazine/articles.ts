/**
 * The demo magazine: 25 bilingual articles, the last one expired. A data file,
 * hence longer than most; each entry is one article as an editor would write it.
 */
import { l, type Localized } from '../../../common/i18n/localized';
import { C, T } from './taxonomy';

export type MagazinePicture = 'portrait' | 'building' | 'stage' | 'exhibition' | 'archive';

export interface SeedArticle {
  slug: Localized;
  title: Localized;
  lead: Localized;
  author: string;
  /** Published this many days before the seed's "today". */
  daysAgo: number;
  categories: number[];
  tags: number[];
  picture: MagazinePicture;
  /** Paragraphs of the body's text modules. */
  paragraphs: Localized[];
  quote?: { content: Localized; author: Localized };
  /** Its online window closed yesterday: listed and found nowhere. */
  expired?: boolean;
}

const a = (article: SeedArticle) => article;

export const ARTICLES: SeedArticle[] = [
  a({
    slug: l('henryk-gorki-ein-komponist-kehrt-zurueck', 'henryk-gorki-a-composer-returns'),
    title: l('Henryk Górki: Ein Komponist kehrt zurück', 'Henryk Górki: a composer returns'),
    lead: l('Seine Streichquartette galten als verloren. Nun erklingen sie zum ersten Mal seit 1937 wieder in Lindenberg.', 'His string quartets were thought lost. Now they are heard in Lindenberg for the first time since 1937.'),
    author: 'Judith Brandt', daysAgo: 3, categories: [C.essays], tags: [T.composition, T.exile, T.chamber], picture: 'portrait',
    paragraphs: [
      l('<p>Henryk Górki wurde 1898 in Łódź geboren und kam 1921 als Geiger an das Stadttheater Lindenberg. In der Gemeinde der Alten Synagoge leitete er den Chor und schrieb für ihn Vertonungen der Psalmen.</p>', '<p>Henryk Górki was born in Łódź in 1898 and came to the Lindenberg municipal theatre as a violinist in 1921. In the congregation of the Old Synagogue he led the choir and set the psalms for it.</p>'),
      l('<p>1938 floh er nach Buenos Aires. Seine Manuskripte fand eine Enkelin vor zwei Jahren in einem Koffer auf dem Dachboden – drei Streichquartette, ein Liederzyklus, Skizzen zu einer Oper.</p>', '<p>In 1938 he fled to Buenos Aires. Two years ago a granddaughter found his manuscripts in a suitcase in the attic: three string quartets, a song cycle and sketches for an opera.</p>'),
    ],
    quote: { content: l('Man hört in jedem Takt, dass er für diesen Raum geschrieben hat.', 'You can hear in every bar that he wrote for this room.'), author: l('Mira Adler, Klarinettistin', 'Mira Adler, clarinettist') },
  }),
  a({
    slug: l('klezmer-ist-gespraech', 'klezmer-is-conversation'),
    title: l('„Klezmer ist Gespräch“ – Interview mit Mira Adler', '“Klezmer is conversation” – an interview with Mira Adler'),
    lead: l('Die Klarinettistin über Improvisation, die Hochzeitsmusik ihrer Großeltern und warum ein Konzert nie zweimal gleich klingt.', 'The clarinettist on improvisation, her grandparents’ wedding music and why no concert ever sounds the same twice.'),
    author: 'Tobias Lenz', daysAgo: 6, categories: [C.interviews], tags: [T.klezmer, T.chamber], picture: 'stage',
    paragraphs: [
      l('<p><strong>Frau Adler, was macht Klezmer aus?</strong> Das Zuhören. Die Klarinette fragt, die Geige antwortet, der Bass widerspricht. Wer nur Noten spielt, hat das Wichtigste verpasst.</p>', '<p><strong>Ms Adler, what makes klezmer?</strong> Listening. The clarinet asks, the violin answers, the bass objects. If you only play the notes, you have missed the point.</p>'),
      l('<p><strong>Sie spielen seit zehn Jahren in der Alten Synagoge.</strong> Dieser Saal trägt jeden Ton bis in die letzte Reihe. Man muss hier nicht laut sein, um gehört zu werden.</p>', '<p><strong>You have played at the Old Synagogue for ten years.</strong> This hall carries every note to the back row. You need not be loud here to be heard.</p>'),
    ],
  }),
  a({
    slug: l('wie-die-kuppel-zurueckkam', 'how-the-dome-came-back'),
    title: l('Wie die Kuppel zurückkam', 'How the dome came back'),
    lead: l('1938 zerstört, 1994 wiederaufgebaut: die Geschichte der Kuppel, die heute wieder über der Altstadt steht.', 'Destroyed in 1938, rebuilt in 1994: the story of the dome that once again rises above the old town.'),
    author: 'Dr. Clara Weinberg', daysAgo: 9, categories: [C.history], tags: [T.architecture, T.restoration], picture: 'building',
    paragraphs: [
      l('<p>Die Architekten hatten nur drei Fotografien und einen Schnitt aus dem Bauantrag von 1902. Aus ihnen rekonstruierten sie Rippen, Laterne und die Farbe des Kupferdachs.</p>', '<p>The architects had only three photographs and a cross-section from the 1902 building application. From these they reconstructed the ribs, the lantern and the colour of the copper roof.</p>'),
      l('<p>Die Handwerker arbeiteten zwei Winter lang in der Halle eines stillgelegten Stahlwerks. Im Mai 1994 hob ein Kran die Kuppel in einem Stück auf den Tambour.</p>', '<p>The craftsmen worked for two winters in the hall of a disused steelworks. In May 1994 a crane lifted the dome onto its drum in one piece.</p>'),
    ],
  }),
  a({
    slug: l('ein-tag-mit-der-buehnentechnik', 'a-day-with-the-stage-crew'),
    title: l('Ein Tag mit der Bühnentechnik', 'A day with the stage crew'),
    lead: l('Um sieben Uhr morgens ist der Saal leer, um acht Uhr abends spielt ein Orchester. Dazwischen liegt die Arbeit von vier Menschen.', 'At seven in the morning the hall is empty, at eight in the evening an orchestra plays. In between lies the work of four people.'),
    author: 'Tobias Lenz', daysAgo: 12, categories: [C.backstage], tags: [T.theatre], picture: 'stage',
    paragraphs: [
      l('<p>Podeste aufbauen, Licht einrichten, Mikrofone prüfen: Bühnenmeister Karim Haddad kennt jede Steckdose des Hauses. Sein Tag beginnt mit einer Liste und endet, wenn der letzte Gast gegangen ist.</p>', '<p>Building risers, focusing lights, checking microphones: stage manager Karim Haddad knows every socket in the house. His day begins with a list and ends when the last guest has left.</p>'),
      l('<p>Die größte Herausforderung ist der Denkmalschutz. Kein Haken darf in die Wand, jede Leitung läuft über Schienen, die sich ohne Spuren entfernen lassen.</p>', '<p>The greatest challenge is heritage protection. Not a single hook may go into the wall; every cable runs along rails that can be removed without a trace.</p>'),
    ],
  }),
  a({
    slug: l('jiddisch-auf-der-buehne', 'yiddish-on-stage'),
    title: l('Jiddisch auf der Bühne: eine Sprache, die spielt', 'Yiddish on stage: a language at play'),
    lead: l('Warum das jiddische Theater mehr ist als Nostalgie – ein Essay über Witz, Trauer und die Lust am Wortspiel.', 'Why Yiddish theatre is more than nostalgia: an essay on wit, grief and the joy of wordplay.'),
    author: 'Judith Brandt', daysAgo: 15, categories: [C.essays], tags: [T.yiddish, T.theatre], picture: 'stage',
    paragraphs: [
      l('<p>Das Jiddische kennt hundert Wörter für den Pechvogel und keines, das ihn verachtet. Auf der Bühne wird daraus eine Haltung: Man lacht über das Unglück, um es auszuhalten.</p>', '<p>Yiddish has a hundred words for the luckless and not one that despises him. On stage this becomes an attitude: you laugh at misfortune in order to bear it.</p>'),
      l('<p>Die Truppen, die um 1900 durch Galizien zogen, spielten in Scheunen und Hinterhöfen. Ihre Stücke leben heute in Übersetzungen weiter – und in Aufführungen, die das Original wieder hörbar machen.</p>', '<p>The troupes that toured Galicia around 1900 played in barns and backyards. Their plays live on in translation, and in productions that let the original be heard again.</p>'),
    ],
  }),
  a({
    slug: l('licht-im-fenster-fotografien-von-lea-rosen', 'light-in-the-window-photographs-by-lea-rosen'),
    title: l('Ausstellung „Licht im Fenster“: Fotografien von Lea Rosen', 'Exhibition “Light in the window”: photographs by Lea Rosen'),
    lead: l('Zwölf Winterabende, zwölf Chanukkaleuchter in Lindenberger Fenstern: Lea Rosens Bilder zeigen, wie sichtbar jüdisches Leben heute ist.', 'Twelve winter evenings, twelve Hanukkah lamps in Lindenberg windows: Lea Rosen’s pictures show how visible Jewish life is today.'),
    author: 'Anna Kowalski', daysAgo: 18, categories: [C.reviews], tags: [T.photography, T.holidays], picture: 'exhibition',
    paragraphs: [
      l('<p>Die Fotografin hat von der Straße aus fotografiert, ohne Blitz, nur mit dem Licht der Kerzen. Die Gesichter bleiben im Dunkeln; sichtbar sind Hände, Fensterrahmen, Schnee.</p>', '<p>The photographer worked from the street, without flash, with only the light of the candles. The faces stay in the dark; what we see are hands, window frames, snow.</p>'),
      l('<p>Die Ausstellung auf der Empore ist bis Ende Februar zu sehen. Der Eintritt ist frei, sonntags führt die Künstlerin selbst durch die Räume.</p>', '<p>The exhibition in the gallery runs until the end of February. Admission is free; on Sundays the artist herself guides visitors through the rooms.</p>'),
    ],
  }),
  a({
    slug: l('der-9-november-1938-in-lindenberg', 'the-9th-of-november-1938-in-lindenberg'),
    title: l('Der 9. November 1938 in Lindenberg', '9 November 1938 in Lindenberg'),
    lead: l('Was in der Pogromnacht mit der Synagoge geschah – rekonstruiert aus Polizeiakten, Briefen und den Erinnerungen von Nachbarn.', 'What happened to the synagogue in the night of the pogrom, reconstructed from police files, letters and the memories of neighbours.'),
    author: 'Dr. Clara Weinberg', daysAgo: 21, categories: [C.history], tags: [T.remembrance], picture: 'archive',
    paragraphs: [
      l('<p>Gegen zwei Uhr nachts drangen SA-Männer in das Gebäude ein. Sie zerschlugen die Fenster, warfen die Torarollen auf den Platz und legten im Betsaal Feuer. Die Feuerwehr schützte nur die Nachbarhäuser.</p>', '<p>At around two in the morning SA men forced their way into the building. They smashed the windows, threw the Torah scrolls onto the square and set fire to the prayer hall. The fire brigade protected only the neighbouring houses.</p>'),
      l('<p>Die Gemeinde zählte damals 412 Mitglieder. Ihre Namen stehen heute auf der Tafel im Eingang, jedes Jahr am 9. November werden sie vorgelesen.</p>', '<p>The congregation then had 412 members. Their names are now on the plaque at the entrance, and every year on 9 November they are read aloud.</p>'),
    ],
  }),
  a({
    slug: l('chanukka-im-haus', 'hanukkah-at-the-house'),
    title: l('Chanukka im Haus: Rezepte, Lieder, Lichter', 'Hanukkah at the house: recipes, songs, lights'),
    lead: l('Acht Abende, acht Lichter – und Latkes nach dem Rezept von Frau Goldmann. Wie das Haus das Lichterfest feiert.', 'Eight evenings, eight lights, and latkes to Mrs Goldmann’s recipe. How the house celebrates the festival of lights.'),
    author: 'Anna Kowalski', daysAgo: 24, categories: [C.essays], tags: [T.holidays], picture: 'building',
    paragraphs: [
      l('<p>Chanukka erinnert an die Wiedereinweihung des Tempels in Jerusalem. Das Öl reichte für einen Tag und brannte acht – daher die acht Lichter und die in Öl gebackenen Speisen.</p>', '<p>Hanukkah recalls the rededication of the Temple in Jerusalem. The oil was enough for one day and burned for eight, hence the eight lights and the foods fried in oil.</p>'),
      l('<p>Im Hof steht jeden Abend ein großer Leuchter. Um fünf Uhr zündet ihn jemand aus der Nachbarschaft an, danach singt der Chor, und aus der Küche kommen Kartoffelpuffer mit Apfelmus.</p>', '<p>Each evening a large lamp stands in the courtyard. At five someone from the neighbourhood lights it, then the choir sings and potato pancakes with apple sauce come out of the kitchen.</p>'),
    ],
  }),
  a({
    slug: l('interview-mit-intendantin-ruth-feldmann', 'interview-with-artistic-director-ruth-feldmann'),
    title: l('Interview mit Intendantin Ruth Feldmann', 'Interview with artistic director Ruth Feldmann'),
    lead: l('Über Programmplanung, volle Säle an Dienstagabenden und die Frage, was ein Kulturhaus in einer ehemaligen Synagoge sein kann.', 'On programme planning, full halls on Tuesday evenings and what a cultural centre in a former synagogue can be.'),
    author: 'Tobias Lenz', daysAgo: 27, categories: [C.interviews], tags: [T.theatre, T.remembrance], picture: 'portrait',
    paragraphs: [
      l('<p><strong>Frau Feldmann, ist dieses Haus ein Museum?</strong> Nein. Es ist ein Ort, an dem heute etwas passiert. Erinnerung gehört dazu, aber sie soll nicht das Einzige sein.</p>', '<p><strong>Ms Feldmann, is this house a museum?</strong> No. It is a place where things happen today. Remembrance belongs here, but it should not be the only thing.</p>'),
      l('<p><strong>Was planen Sie für die nächste Saison?</strong> Mehr Musik aus dem Exil, mehr junge Stimmen – und ein Festival, das die Straße vor dem Haus mit einbezieht.</p>', '<p><strong>What are you planning for next season?</strong> More music from exile, more young voices, and a festival that takes in the street outside.</p>'),
    ],
  }),
  a({
    slug: l('das-rosettenfenster-glas-fuer-glas', 'the-rose-window-pane-by-pane'),
    title: l('Das Rosettenfenster, Glas für Glas', 'The rose window, pane by pane'),
    lead: l('Zwei Glasmalerinnen haben 214 Felder des großen Fensters gereinigt, gesichert und dort ergänzt, wo nur noch Scherben übrig waren.', 'Two glass painters cleaned and secured 214 panels of the great window and replaced those of which only shards remained.'),
    author: 'Dr. Clara Weinberg', daysAgo: 30, categories: [C.backstage, C.history], tags: [T.restoration, T.architecture], picture: 'building',
    paragraphs: [
      l('<p>Die Rosette über dem Eingang ist das Wahrzeichen des Hauses. Ihr blaues Glas stammt zum Teil noch von 1904; die ergänzten Felder sind bewusst etwas heller gehalten.</p>', '<p>The rose window above the entrance is the emblem of the house. Some of its blue glass dates from 1904; the replaced panels were deliberately kept a little lighter.</p>'),
      l('<p>Ein Jahr lang war das Fenster mit Folie verschlossen. Seit der Wiedereröffnung fällt das Abendlicht wieder farbig auf die Bühne.</p>', '<p>For a year the window was sealed with sheeting. Since it reopened, the evening light again falls on the stage in colour.</p>'),
    ],
  }),
  a({
    slug: l('ehrenamt-im-foyer', 'volunteering-in-the-foyer'),
    title: l('Ehrenamt im Foyer: die Menschen hinter der Garderobe', 'Volunteering in the foyer: the people behind the cloakroom'),
    lead: l('Ohne sie gäbe es keinen Konzertabend: 38 Ehrenamtliche begrüßen Gäste, führen durch das Haus und kennen die Stammgäste beim Namen.', 'Without them there would be no concert evening: 38 volunteers welcome guests, give tours of the house and know the regulars by name.'),
    author: 'Anna Kowalski', daysAgo: 33, categories: [C.backstage], tags: [T.volunteering], picture: 'portrait',
    paragraphs: [
      l('<p>Gisela Brenner ist seit der Wiedereröffnung dabei. Sie hat die Garderobe organisiert, bevor es einen Garderobentresen gab, und kennt jede Geschichte, die sich Besucher im Foyer erzählen.</p>', '<p>Gisela Brenner has been here since the reopening. She organised the cloakroom before there was a cloakroom counter, and she knows every story visitors tell each other in the foyer.</p>'),
      l('<p>Wer mitmachen möchte, ist willkommen: Einmal im Monat gibt es einen Einführungsabend mit Hausführung.</p>', '<p>Anyone who would like to join is welcome: once a month there is an introductory evening with a tour of the house.</p>'),
    ],
  }),
  a({
    slug: l('rezension-stimmen-aus-dem-exil', 'review-voices-from-exile'),
    title: l('Rezension: „Stimmen aus dem Exil“', 'Review: “Voices from exile”'),
    lead: l('Briefe, Tagebücher, Tonaufnahmen: Die neue Ausstellung lässt Lindenberger Emigrantinnen und Emigranten selbst erzählen.', 'Letters, diaries, sound recordings: the new exhibition lets emigrants from Lindenberg tell their own stories.'),
    author: 'Judith Brandt', daysAgo: 36, categories: [C.reviews], tags: [T.exile, T.literature], picture: 'exhibition',
    paragraphs: [
      l('<p>Man betritt einen Raum voller Stimmen. Aus kleinen Lautsprechern lesen Schauspielerinnen Briefe aus New York, Haifa und Montevideo – leise genug, dass man sich zu jedem hinunterbeugen muss.</p>', '<p>You enter a room full of voices. From small speakers actors read letters from New York, Haifa and Montevideo, quietly enough that you have to lean in to each one.</p>'),
      l('<p>Die Kuratorinnen verzichten auf große Erklärungstafeln. Das ist mutig und richtig: Die Texte sprechen für sich.</p>', '<p>The curators do without large explanatory panels. That is brave and right: the texts speak for themselves.</p>'),
    ],
  }),
  a({
    slug: l('tanz-zwischen-tradition-und-gegenwart', 'dance-between-tradition-and-the-present'),
    title: l('Tanz zwischen Tradition und Gegenwart', 'Dance between tradition and the present'),
    lead: l('Die Choreografin Noa Ben-Ami verbindet Hora und zeitgenössischen Tanz. Ein Essay über Körper, die sich erinnern.', 'Choreographer Noa Ben-Ami brings together the hora and contemporary dance. An essay on bodies that remember.'),
    author: 'Tobias Lenz', daysAgo: 39, categories: [C.essays], tags: [T.dance], picture: 'stage',
    paragraphs: [
      l('<p>Der Kreis ist die älteste Form des Tanzes: Niemand steht vorn, alle halten sich an den Händen. Ben-Ami bricht diesen Kreis auf und setzt ihn neu zusammen, Probe für Probe.</p>', '<p>The circle is the oldest form of dance: no one stands in front, everyone holds hands. Ben-Ami breaks the circle open and puts it back together, rehearsal by rehearsal.</p>'),
      l('<p>Ihr neues Stück entsteht in der Alten Synagoge, mit Tänzerinnen aus Tel Aviv und Lindenberg.</p>', '<p>Her new piece is being made at the Old Synagogue, with dancers from Tel Aviv and Lindenberg.</p>'),
    ],
  }),
  a({
    slug: l('jugendliche-erforschen-ihre-strasse', 'young-people-research-their-street'),
    title: l('Jugendliche erforschen die Geschichte ihrer Straße', 'Young people research the history of their street'),
    lead: l('Eine neunte Klasse hat ein halbes Jahr lang in Archiven gesucht – und die Lebenswege von 23 früheren Nachbarn rekonstruiert.', 'A year-nine class spent half a year searching archives and reconstructed the lives of 23 former neighbours.'),
    author: 'Anna Kowalski', daysAgo: 42, categories: [C.history], tags: [T.youth, T.remembrance], picture: 'archive',
    paragraphs: [
      l('<p>Am Anfang stand eine Frage: Wer wohnte vor 1938 in der Synagogenstraße? Die Schülerinnen und Schüler fanden Meldekarten, Fotos und eine Enkelin in Kanada, die per Video zugeschaltet war.</p>', '<p>It began with a question: who lived in Synagogue Street before 1938? The pupils found registration cards, photographs and a granddaughter in Canada who joined them by video.</p>'),
      l('<p>Ihre Ergebnisse sind als Hörspaziergang zu erleben: Acht Stationen führen vom Marktplatz bis zum Haus.</p>', '<p>Their findings can be experienced as an audio walk: eight stops lead from the market square to the house.</p>'),
    ],
  }),
  a({
    slug: l('mascha-kaleko-neu-gelesen', 'rereading-mascha-kaleko'),
    title: l('Mascha Kaléko neu gelesen', 'Rereading Mascha Kaléko'),
    lead: l('Großstadtgedichte, Exil, Heimweh: Warum die Lyrikerin heute so viele junge Leserinnen und Leser findet.', 'City poems, exile, homesickness: why the poet finds so many young readers today.'),
    author: 'Judith Brandt', daysAgo: 45, categories: [C.essays], tags: [T.literature, T.exile], picture: 'archive',
    paragraphs: [
      l('<p>Kaléko schrieb über das Büro, den Liebeskummer und die Miete – mit einer Leichtigkeit, die nie oberflächlich ist. Ihre Gedichte aus dem New Yorker Exil sind leiser, aber nicht weniger genau.</p>', '<p>Kaléko wrote about the office, heartache and the rent, with a lightness that is never shallow. Her poems from exile in New York are quieter, but no less precise.</p>'),
      l('<p>Im Frühjahr liest die Schauspielerin Hanna Roth eine Auswahl im kleinen Saal.</p>', '<p>In spring actor Hanna Roth reads a selection in the small hall.</p>'),
    ],
  }),
  a({
    slug: l('im-gespraech-der-kantor-und-die-orgel', 'in-conversation-the-cantor-and-the-organ'),
    title: l('Im Gespräch: der Kantor und die Orgel', 'In conversation: the cantor and the organ'),
    lead: l('Die Alte Synagoge hatte eine Orgel – ungewöhnlich und umstritten. Kantor Daniel Kahn über liberale Liturgie und ihren Klang.', 'The Old Synagogue had an organ, unusual and controversial. Cantor Daniel Kahn on liberal liturgy and its sound.'),
    author: 'Tobias Lenz', daysAgo: 48, categories: [C.interviews], tags: [T.chamber, T.composition], picture: 'portrait',
    paragraphs: [
      l('<p><strong>Eine Orgel in der Synagoge?</strong> Für die liberale Gemeinde von 1904 war das ein Zeichen von Zugehörigkeit. Man wollte klingen wie die Stadt, in der man lebte.</p>', '<p><strong>An organ in a synagogue?</strong> For the liberal congregation of 1904 it was a sign of belonging. They wanted to sound like the city they lived in.</p>'),
      l('<p><strong>Und heute?</strong> Heute singen wir die alten Melodien mit Klavier und Streichern. Die Orgel selbst ist verloren, ihre Noten haben wir wiedergefunden.</p>', '<p><strong>And today?</strong> Today we sing the old melodies with piano and strings. The organ itself is lost, but we have found its music again.</p>'),
    ],
  }),
  a({
    slug: l('vom-archivkarton-zur-vitrine', 'from-archive-box-to-display-case'),
    title: l('Vom Archivkarton zur Vitrine', 'From archive box to display case'),
    lead: l('Wie ein Objekt in die Ausstellung kommt: Restauratorin Sofia Marques zeigt ihre Werkstatt unter dem Dach.', 'How an object finds its way into the exhibition: conservator Sofia Marques shows us her workshop under the roof.'),
    author: 'Anna Kowalski', daysAgo: 51, categories: [C.backstage], tags: [T.restoration, T.photography], picture: 'archive',
    paragraphs: [
      l('<p>Ein Gebetbuch mit gebrochenem Rücken, ein Hochzeitsfoto mit Wasserschaden: Jedes Stück wird vermessen, fotografiert und in säurefreies Papier gelegt, bevor jemand entscheidet, ob es gezeigt wird.</p>', '<p>A prayer book with a broken spine, a wedding photograph with water damage: every piece is measured, photographed and wrapped in acid-free paper before anyone decides whether it will be shown.</p>'),
      l('<p>Licht ist der größte Feind. Deshalb wechseln die Originale alle drei Monate, dazwischen zeigen die Vitrinen Faksimiles.</p>', '<p>Light is the greatest enemy. So the originals are changed every three months; in between, the cases show facsimiles.</p>'),
    ],
  }),
  a({
    slug: l('ausstellung-bauplaene-einer-gemeinde', 'exhibition-plans-of-a-community'),
    title: l('Ausstellung: „Baupläne einer Gemeinde“', 'Exhibition: “Plans of a community”'),
    lead: l('Originalzeichnungen des Architekten Edwin Oppler erzählen, wie die Gemeinde um 1900 sich selbst sah.', 'Original drawings by the architect Edwin Oppler tell how the congregation saw itself around 1900.'),
    author: 'Dr. Clara Weinberg', daysAgo: 54, categories: [C.reviews], tags: [T.architecture], picture: 'exhibition',
    paragraphs: [
      l('<p>Die Entwürfe zeigen drei Varianten: eine maurische, eine romanische und eine schlichte, fast moderne. Gebaut wurde die romanische – ein Kompromiss, wie die Sitzungsprotokolle verraten.</p>', '<p>The designs show three variants: a Moorish one, a Romanesque one and a plain, almost modern one. The Romanesque one was built, a compromise, as the minutes of the meetings reveal.</p>'),
      l('<p>Die Blätter hängen in der Empore bis zum Sommer, begleitet von einem Modell im Maßstab 1:50.</p>', '<p>The sheets hang in the gallery until the summer, accompanied by a model at a scale of 1:50.</p>'),
    ],
  }),
  a({
    slug: l('die-stifterfamilie-loewenthal', 'the-loewenthal-family-of-founders'),
    title: l('Die Stifterfamilie Löwenthal', 'The Löwenthal family of founders'),
    lead: l('Ohne die Tuchhändler Löwenthal gäbe es das Haus nicht. Eine Familiengeschichte zwischen Lindenberg, London und Tel Aviv.', 'Without the Löwenthal cloth merchants the house would not exist. A family history between Lindenberg, London and Tel Aviv.'),
    author: 'Dr. Clara Weinberg', daysAgo: 57, categories: [C.history], tags: [T.remembrance, T.exile], picture: 'archive',
    paragraphs: [
      l('<p>Salomon Löwenthal stiftete 1901 das Grundstück und ein Drittel der Baukosten. Seine Enkel verließen Deutschland 1936; ihre Nachkommen besuchen das Haus heute jedes Jahr im Herbst.</p>', '<p>In 1901 Salomon Löwenthal donated the site and a third of the building costs. His grandchildren left Germany in 1936; their descendants visit the house every autumn.</p>'),
      l('<p>Das Familienarchiv, das sie dem Haus überlassen haben, umfasst mehr als 2.000 Briefe.</p>', '<p>The family archive they have entrusted to the house holds more than 2,000 letters.</p>'),
    ],
  }),
  a({
    slug: l('pessach-seder-fuer-alle', 'a-passover-seder-for-everyone'),
    title: l('Pessach-Seder für alle: ein Abend im großen Saal', 'A Passover seder for everyone: an evening in the main hall'),
    lead: l('120 Gäste, vier Fragen, ein langer Tisch: Wie der offene Seder zu einer der beliebtesten Veranstaltungen des Jahres wurde.', '120 guests, four questions, one long table: how the open seder became one of the most popular events of the year.'),
    author: 'Anna Kowalski', daysAgo: 60, categories: [C.backstage], tags: [T.holidays, T.volunteering], picture: 'building',
    paragraphs: [
      l('<p>Der Seder erzählt den Auszug aus Ägypten – mit Matzen, Bitterkräutern und vier Gläsern Wein. Beim offenen Abend erklärt Rabbinerin Lea Sternberg jeden Schritt, Fragen sind ausdrücklich erwünscht.</p>', '<p>The seder tells of the exodus from Egypt, with matzah, bitter herbs and four glasses of wine. At the open evening Rabbi Lea Sternberg explains every step, and questions are expressly welcome.</p>'),
      l('<p>Gekocht wird von Ehrenamtlichen, drei Tage lang, in der Küche des Gemeindezentrums.</p>', '<p>Volunteers cook for three days in the kitchen of the community centre.</p>'),
    ],
  }),
  a({
    slug: l('probenbesuch-der-dybbuk', 'at-rehearsal-the-dybbuk'),
    title: l('Probenbesuch: „Der Dybbuk“', 'At rehearsal: “The Dybbuk”'),
    lead: l('S. An-skis Klassiker zwischen zwei Welten: ein Besuch bei den Proben, sechs Wochen vor der Premiere.', 'S. Ansky’s classic between two worlds: a visit to rehearsals six weeks before the premiere.'),
    author: 'Tobias Lenz', daysAgo: 63, categories: [C.backstage], tags: [T.theatre, T.yiddish], picture: 'stage',
    paragraphs: [
      l('<p>Regisseurin Hanna Roth lässt Jiddisch und Deutsch nebeneinander sprechen. Die Schauspieler wechseln mitten im Satz die Sprache, wie es die Figuren zwischen Leben und Tod tun.</p>', '<p>Director Hanna Roth has Yiddish and German spoken side by side. The actors switch language mid-sentence, as the characters move between life and death.</p>'),
      l('<p>Die Bühne ist fast leer: ein Tisch, ein Vorhang, das Licht der Rosette.</p>', '<p>The stage is almost bare: a table, a curtain, the light of the rose window.</p>'),
    ],
  }),
  a({
    slug: l('interview-daniel-weiss-ueber-leerstellen', 'interview-daniel-weiss-on-empty-spaces'),
    title: l('Interview: Fotograf Daniel Weiss über Leerstellen', 'Interview: photographer Daniel Weiss on empty spaces'),
    lead: l('Seine Bilder zeigen Orte, an denen einmal Synagogen standen. Ein Gespräch über das, was man nicht sieht.', 'His pictures show places where synagogues once stood. A conversation about what cannot be seen.'),
    author: 'Judith Brandt', daysAgo: 66, categories: [C.interviews], tags: [T.photography, T.remembrance], picture: 'portrait',
    paragraphs: [
      l('<p><strong>Herr Weiss, was fotografieren Sie?</strong> Parkplätze, Wiesen, Supermärkte. Orte, an denen nichts mehr daran erinnert, was dort war. Die Bildunterschrift erzählt den Rest.</p>', '<p><strong>Mr Weiss, what do you photograph?</strong> Car parks, meadows, supermarkets. Places where nothing recalls what stood there. The caption tells the rest.</p>'),
      l('<p><strong>Warum zeigen Sie die Serie hier?</strong> Weil dieses Haus das Gegenteil ist: Es steht noch. Das macht die Leerstellen nur deutlicher.</p>', '<p><strong>Why show the series here?</strong> Because this house is the opposite: it is still standing. That only makes the empty spaces clearer.</p>'),
    ],
  }),
  a({
    slug: l('rezension-klezmer-nacht-mit-dudl', 'review-klezmer-night-with-dudl'),
    title: l('Rezension: Klezmer-Nacht mit dem Ensemble Dudl', 'Review: klezmer night with the Dudl ensemble'),
    lead: l('Drei Stunden, zwei Zugaben, ein tanzender Saal: Das Ensemble Dudl hat den Winter vertrieben.', 'Three hours, two encores, a dancing hall: the Dudl ensemble chased away the winter.'),
    author: 'Tobias Lenz', daysAgo: 69, categories: [C.reviews], tags: [T.klezmer, T.dance], picture: 'stage',
    paragraphs: [
      l('<p>Schon nach dem zweiten Stück standen die ersten Gäste auf. Das Quintett spielte Freilachs und Doinas, dazwischen eigene Stücke, die klangen, als seien sie hundert Jahre alt.</p>', '<p>By the second number the first guests were on their feet. The quintet played freylekhs and doinas, and in between pieces of their own that sounded a hundred years old.</p>'),
      l('<p>Ein Abend, der zeigt, wofür dieser Saal gebaut wurde: für Gemeinschaft.</p>', '<p>An evening that showed what this hall was built for: community.</p>'),
    ],
  }),
  a({
    slug: l('1994-die-wiedereroeffnung', '1994-the-reopening'),
    title: l('1994: Die Wiedereröffnung', '1994: the reopening'),
    lead: l('Nach 56 Jahren öffneten sich die Türen wieder. Zeitzeugen erinnern sich an den 4. September 1994.', 'After 56 years the doors opened again. Witnesses remember 4 September 1994.'),
    author: 'Dr. Clara Weinberg', daysAgo: 72, categories: [C.history], tags: [T.architecture, T.remembrance], picture: 'building',
    paragraphs: [
      l('<p>Der Platz war voller Menschen. Unter ihnen standen elf frühere Gemeindemitglieder, die aus Israel, den USA und England angereist waren. Einer von ihnen trug den Schlüssel, den sein Vater 1938 mitgenommen hatte.</p>', '<p>The square was full of people. Among them were eleven former members of the congregation who had travelled from Israel, the United States and England. One of them carried the key his father had taken with him in 1938.</p>'),
      l('<p>Seitdem ist das Haus ein Kulturzentrum: für Konzerte, Theater, Ausstellungen – und für Erinnerung.</p>', '<p>Since then the house has been a cultural centre: for concerts, theatre, exhibitions, and for remembrance.</p>'),
    ],
    quote: { content: l('Wir haben nicht gewusst, ob jemand kommt. Dann kamen dreitausend.', 'We did not know whether anyone would come. Then three thousand came.'), author: l('Ruth Feldmann', 'Ruth Feldmann') },
  }),
  a({
    slug: l('schreibwerkstatt-fuer-jugendliche', 'writing-workshop-for-young-people'),
    title: l('Schreibwerkstatt für Jugendliche', 'Writing workshop for young people'),
    lead: l('Die Anmeldung für die Sommerwerkstatt ist geschlossen. Wir danken allen Teilnehmenden.', 'Registration for the summer workshop has closed. Thank you to everyone who took part.'),
    author: 'Anna Kowalski', daysAgo: 120, categories: [C.backstage], tags: [T.youth, T.literature], picture: 'archive', expired: true,
    paragraphs: [
      l('<p>Eine Woche lang schrieben zwölf Jugendliche Geschichten über ihre Stadt.</p>', '<p>For a week twelve young people wrote stories about their town.</p>'),
    ],
  }),
];
