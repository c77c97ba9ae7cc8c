/** Colour themes cc01–cc03 as classes (SPEC §2 "Visual variants"), for sections and section modules. */
import { css } from 'goober';
import { colourThemes } from '../../theme';

type ThemeKey = keyof typeof colourThemes;

const THEME_CLASSES = Object.fromEntries(
  Object.entries(colourThemes).map(([key, theme]) => [
    key,
    css`
      background: ${theme.background};
      color: ${theme.text};
    `,
  ]),
) as Record<ThemeKey, string>;

/** The editor's classes as given, plus our theme class when one of them names a colour theme. */
export function themedClasses(extraClass: string): string {
  const classes = extraClass.split(/\s+/).filter(Boolean);
  const theme = classes.find((c): c is ThemeKey => Object.hasOwn(THEME_CLASSES, c));
  return [...classes, theme ? THEME_CLASSES[theme] : ''].filter(Boolean).join(' ');
}
