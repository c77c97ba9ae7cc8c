/**
 * Document-wide styles the components cannot own (goober `glob`): the colour themes and page
 * variants set as data attributes on <body> (SPEC §2 "Visual variants"), the no-scroll state
 * (SPEC §4), the skip-link target and the print view (SPEC §2: menu and footer hidden).
 * Components style themselves through the custom properties set here.
 */
import { glob } from 'goober';
import { colourThemes, colors, fonts, mq } from '../../common/theme';
import { NO_SCROLL_CLASS } from './no-scroll';

const themeRules = Object.entries(colourThemes)
  .map(
    ([name, theme]) => `
  body[data-theme='${name}'] {
    --page-background: ${theme.background};
    --page-text: ${theme.text};
  }`,
  )
  .join('');

let installed = false;

export function installGlobalStyles(): void {
  if (installed) return;
  installed = true;
  glob`
    :root {
      --color-primary: ${colors.primary};
      --button-background: ${colors.primary};
      --button-background-hover: ${colors.primaryDark};
      --section-border: ${colors.border};
      --page-background: ${colors.background};
      --page-text: ${colors.text};
    }
    body {
      margin: 0;
      font-family: ${fonts.body};
      background: var(--page-background);
      color: var(--page-text);
    }
    ${themeRules}
    body[data-variant='jewish-weekends'] {
      --button-background: ${colors.accentOrange};
      --button-background-hover: ${colors.accentOrange};
      --section-border: ${colors.accentOrange};
    }
    body[data-variant='landing-2023'] {
      --section-border: transparent;
    }
    html.${NO_SCROLL_CLASS},
    html.${NO_SCROLL_CLASS} body {
      overflow: hidden;
    }
    :focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
    main:focus {
      outline: none;
    }
    ${mq.reducedMotion} {
      html {
        scroll-behavior: auto;
      }
    }
    ${mq.print} {
      header nav,
      footer,
      [data-print='hide'] {
        display: none !important;
      }
      body {
        background: ${colors.background};
        color: ${colors.text};
      }
    }
  `;
}
