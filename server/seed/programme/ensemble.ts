/** Twelve members of the house's ensemble and team for the demo, with categories by index into PERSON_CATEGORIES. */
import { l } from '../../../common/i18n/localized';

export const ENSEMBLE = [
  { name: 'Miriam Adler', role: l('Sopran', 'Soprano'), categories: [0, 1], bio: l('Miriam Adler singt seit 2015 im Ensemble und widmet sich dem jiddischen Kunstlied.', 'Miriam Adler has sung with the ensemble since 2015 and specialises in Yiddish art song.') },
  { name: 'David Rosen', role: l('Klarinette', 'Clarinet'), categories: [0, 1], bio: l('David Rosen leitet das Klezmer-Quartett des Hauses.', 'David Rosen leads the house’s klezmer quartet.') },
  { name: 'Lea Stein', role: l('Violine', 'Violin'), categories: [0, 1], bio: l('Lea Stein studierte in Wien und Tel Aviv und ist Konzertmeisterin der Kammerkonzerte.', 'Lea Stein studied in Vienna and Tel Aviv and leads the chamber concerts.') },
  { name: 'Jonas Weiß', role: l('Schauspieler', 'Actor'), categories: [0], bio: l('Jonas Weiß spielte zuletzt den Nathan in „Nathan der Weise“.', 'Jonas Weiß last played Nathan in “Nathan the Wise”.') },
  { name: 'Hannah Levi', role: l('Schauspielerin', 'Actress'), categories: [0], bio: l('Hannah Levi kam 2019 aus Haifa ins Ensemble.', 'Hannah Levi joined the ensemble from Haifa in 2019.') },
  { name: 'Samuel Kahn', role: l('Klavier', 'Piano'), categories: [0, 1], bio: l('Samuel Kahn begleitet Lieder- und Kammerabende und komponiert für das Haus.', 'Samuel Kahn accompanies song and chamber evenings and composes for the house.') },
  { name: 'Ruth Baum', role: l('Regisseurin', 'Director'), categories: [2], bio: l('Ruth Baum inszeniert seit 2012 an der Alten Synagoge.', 'Ruth Baum has directed at the Old Synagogue since 2012.') },
  { name: 'Elias Fried', role: l('Dramaturg', 'Dramaturge'), categories: [2], bio: l('Elias Fried verantwortet das Sprechtheater und die Lesereihe.', 'Elias Fried is responsible for drama and the reading series.') },
  { name: 'Noa Goldmann', role: l('Kontrabass', 'Double bass'), categories: [0, 1], bio: l('Noa Goldmann spielt im Klezmer-Quartett und im Jazz-Trio des Hauses.', 'Noa Goldmann plays in the klezmer quartet and the house jazz trio.') },
  { name: 'Ben Lewin', role: l('Schauspieler', 'Actor'), categories: [0], bio: l('Ben Lewin ist Gründungsmitglied des Jugendensembles.', 'Ben Lewin is a founding member of the youth ensemble.') },
  { name: 'Esther Blum', role: l('Kunstvermittlerin', 'Art educator'), categories: [3], bio: l('Esther Blum führt durch Haus und Ausstellungen und entwickelt Angebote für Schulen.', 'Esther Blum guides visitors through the house and exhibitions and develops programmes for schools.') },
  { name: 'Aaron Feld', role: l('Historiker', 'Historian'), categories: [3], bio: l('Aaron Feld erforscht die Geschichte der jüdischen Gemeinde Lindenbergs.', 'Aaron Feld researches the history of Lindenberg’s Jewish community.') },
] as const;
