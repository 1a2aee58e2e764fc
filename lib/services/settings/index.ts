import 'server-only';

export { mergeSettings } from './merge';
export { getSettings, loadSettings, readAdminSettings, readPublicSettings, readSettings } from './read';
export { exportableSettings, type PublicSettings } from './views';
export { importSettings, resetSettings, updateSettings } from './write';
