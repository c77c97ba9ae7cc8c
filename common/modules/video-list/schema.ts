import { defineModule } from '../define';

/** SPEC §3 toolbar kind "Video List": videos side by side; §5: its items also take youtu.be short links. */
export default defineModule({
  type: 'video-list',
  label: { de: 'Videoliste', en: 'Video list' },
  fields: {},
  children: ['video-list-item'],
});
