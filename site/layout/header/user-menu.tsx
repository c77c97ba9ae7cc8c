/**
 * The logged-in part of the header (SPEC §1, §2): favourites, and a dropdown under the user's first
 * and last name with My Profile and Log out. A lazy chunk: header.tsx loads it only for visitors
 * holding the `logged_in` hint cookie, and only then is the user call made (ARCHITECTURE "Budgets").
 */
import { css } from 'goober';
import { useEffect, useId } from 'react';
import { buildPath, type Lang } from '../../../common/routes';
import { colors, mq } from '../../../common/theme';
import { displayName, editorToolbarVisible, loadUser, tUser, user } from '../../stores/user';
import { LogoutButton } from '../../widgets/user/logout-button';
import { activateOnKey } from './use-dismiss';
import { dropdownButton, dropdownPanel } from './dropdown-styles';
import { useDisclosure } from './use-disclosure';

/** Marks the header while a user is logged in (SPEC §2 "a logged-in style shows when logged in"). */
export const HEADER_LOGGED_IN_CLASS = 'is-logged-in';

/** The ticket shop keeps an account's favourites below its address (docs/DECISIONS.md "User details and logout"). */
const FAVOURITES_PATH = '/favorites';

export function favouritesUrl(webshopUrl: string): string {
  return `${webshopUrl.replace(/\/+$/, '')}${FAVOURITES_PATH}`;
}

export function UserMenu({ lang }: { lang: Lang }) {
  const details = user.value;
  const { open, setOpen, root: rootRef, button: buttonRef } = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const id = useId();
  const strings = tUser(lang);
  const toggle = () => setOpen(!open);

  useEffect(() => {
    void loadUser();
  }, []);

  // SPEC §2: the logged-in style shows while logged in and the editor toolbar is not hidden.
  const styled = details.is_logged_in && editorToolbarVisible.value;
  useEffect(() => {
    const header = rootRef.current?.closest('header');
    if (!header || !styled) return;
    header.classList.add(HEADER_LOGGED_IN_CLASS, loggedInHeader);
    return () => header.classList.remove(HEADER_LOGGED_IN_CLASS, loggedInHeader);
  }, [styled]);

  return (
    <div ref={rootRef} className={root}>
      {details.is_logged_in && (
        <>
          <a href={favouritesUrl(details.webshop_url)} className={favourites}>
            {strings.favourites()}
          </a>
          <button
            ref={buttonRef}
            type="button"
            className={nameButton}
            aria-expanded={open}
            aria-controls={id}
            onClick={toggle}
            onKeyDown={activateOnKey(toggle)}
          >
            <span className={nameText}>{displayName(details)}</span>
            <span aria-hidden="true">▾</span>
          </button>
          <ul id={id} hidden={!open} className={list} aria-label={strings.menu()}>
            <li>
              <a href={buildPath('user-profile', lang)} className={item} onClick={() => setOpen(false)}>
                {strings.profile()}
              </a>
            </li>
            <li>
              <LogoutButton lang={lang} className={item} />
            </li>
          </ul>
        </>
      )}
    </div>
  );
}

const loggedInHeader = css`
  box-shadow: inset 0 3px 0 ${colors.primary};
`;

const root = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 1.25rem;
`;

const favourites = css`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${mq.mobile} {
    display: none;
  }
`;

const nameButton = css`
  ${dropdownButton}
`;

const nameText = css`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${mq.mobile} {
    max-width: 7rem;
  }
`;

const list = css`
  ${dropdownPanel('10rem')}
  & [role='alert'] {
    display: block;
    color: ${colors.error};
    font-size: 0.875rem;
  }
`;

const item = css`
  display: block;
  width: 100%;
  padding: 0.375rem 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
