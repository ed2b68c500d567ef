// Every localStorage key the web app uses (SPEC §9 client storage keys), in one place.
// web/public/theme-init.js reads themeMode and contrastMode by name: keep them in step.
export const STORAGE_KEYS = {
  sidebarCollapsed: 'sidebarCollapsed',
  homeType: 'homeType',
  currentHomeId: 'currentHomeId',
  themeMode: 'themeMode',
  contrastMode: 'contrastMode',
  cookieConsentStatus: 'cookieConsentStatus',
  privacyNoticeStatus: 'privacyNoticeStatus',
  // SPEC §9's record-id keys (current/new disciplinary action, shift, appraisal, supervision, incident and placement
  // plan ids) are not kept: the address holds the record and the sealed device draft its content (decision 0820).
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Read a stored value; storage can be blocked (private mode, policy), so never throw. */
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage blocked: the preference lasts for this page only */
  }
}
