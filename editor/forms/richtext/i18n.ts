/**
 * Editor.js in the editor's language (German by default, no English string in its
 * toolbox, popovers or tunes). Keys are Editor.js's own English texts.
 */
import type { I18nDictionary } from '@editorjs/editorjs';
import type { Lang } from '../../../common/routes';

const DE: I18nDictionary = {
  ui: {
    blockTunes: { toggler: { 'Click to tune': 'Klicken für Optionen', 'or drag to move': 'oder ziehen zum Verschieben' } },
    inlineToolbar: { converter: { 'Convert to': 'Umwandeln in' } },
    toolbar: { toolbox: { Add: 'Hinzufügen' } },
    popover: { Filter: 'Filtern', 'Nothing found': 'Nichts gefunden', 'Convert to': 'Umwandeln in' },
  },
  toolNames: {
    Text: 'Absatz',
    Heading: 'Zwischenüberschrift',
    'Unordered List': 'Aufzählung',
    'Ordered List': 'Nummerierte Liste',
    Checklist: 'Checkliste',
    List: 'Liste',
    Bold: 'Fett',
    Italic: 'Kursiv',
    Underline: 'Unterstrichen',
    Strikethrough: 'Durchgestrichen',
    Link: 'Link',
  },
  tools: {
    stub: { 'The block can not be displayed correctly.': 'Dieser Block kann nicht angezeigt werden.' },
    header: { 'Heading 1': 'Überschrift 1', 'Heading 2': 'Überschrift 2', 'Heading 3': 'Überschrift 3', 'Heading 4': 'Überschrift 4', 'Heading 5': 'Überschrift 5', 'Heading 6': 'Überschrift 6' },
    list: {
      Unordered: 'Aufzählung',
      Ordered: 'Nummeriert',
      Checklist: 'Checkliste',
      'Start with': 'Beginnen mit',
      'Counter type': 'Zählweise',
      Numeric: 'Zahlen',
      'Lower Roman': 'Römisch klein',
      'Upper Roman': 'Römisch groß',
      'Lower Alpha': 'Buchstaben klein',
      'Upper Alpha': 'Buchstaben groß',
    },
    link: { 'Add a link': 'Link hinzufügen' },
  },
  blockTunes: {
    delete: { Delete: 'Löschen', 'Click to delete': 'Zum Löschen klicken' },
    moveUp: { 'Move up': 'Nach oben' },
    moveDown: { 'Move down': 'Nach unten' },
  },
};

/** English is Editor.js's own language: no dictionary needed. */
export function editorJsMessages(lang: Lang): I18nDictionary | undefined {
  return lang === 'de' ? DE : undefined;
}
