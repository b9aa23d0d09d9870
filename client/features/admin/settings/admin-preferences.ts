/**
 * The admin's own display preferences, kept on this device: table density and whether the
 * sidebar starts expanded. Read with useAdminPreferences(); changed from the settings screen.
 */
import { useSyncExternalStore } from 'react';

export type Density = 'comfortable' | 'compact';
export type SidebarDefault = 'expanded' | 'collapsed';
export type AdminPreferences = { density: Density; sidebar: SidebarDefault };

const KEY = 'soko-admin-preferences';
const DEFAULTS: AdminPreferences = { density: 'comfortable', sidebar: 'expanded' };
const listeners = new Set<() => void>();
let current: AdminPreferences = read();

function read(): AdminPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<AdminPreferences>;
    return {
      density: stored.density === 'compact' ? 'compact' : 'comfortable',
      sidebar: stored.sidebar === 'collapsed' ? 'collapsed' : 'expanded',
    };
  } catch {
    return DEFAULTS;
  }
}

export function setAdminPreferences(change: Partial<AdminPreferences>) {
  current = { ...current, ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // private mode: the preference lasts for this tab only
  }
  listeners.forEach((l) => l());
}

export function useAdminPreferences(): AdminPreferences {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => DEFAULTS,
  );
}
