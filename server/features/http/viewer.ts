/** Who is looking: editors see offline pages and modules outside their window (SPEC §6). */
import { canEdit } from '../../../common/roles';
import type { SessionUser } from '../../plugins/session';

export const seesOffline = (user: SessionUser | null | undefined): boolean => canEdit(user?.role);
