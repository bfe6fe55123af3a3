import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/** The hero's zoom animation setting, which the health-care header's Contact Us toggles (spec §4). */
export interface ZoomSetting {
  enabled: boolean;
  toggle: () => void;
}

const ZoomSettingContext = createContext<ZoomSetting>({ enabled: true, toggle: () => {} });

/** Holds the zoom animation setting for the page; it starts on. */
export function ZoomSettingProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(true);
  const value = useMemo(() => ({ enabled, toggle: () => setEnabled((on) => !on) }), [enabled]);
  return <ZoomSettingContext.Provider value={value}>{children}</ZoomSettingContext.Provider>;
}

/** The current zoom animation setting and its toggle. */
export function useZoomSetting(): ZoomSetting {
  return useContext(ZoomSettingContext);
}
