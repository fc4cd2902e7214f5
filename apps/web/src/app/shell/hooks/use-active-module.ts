import { useEffect } from 'react';
import { isMenuModule, type MenuModule } from '@/config/paths';
import { useCurrentScreen } from './use-current-screen';

const ACTIVE_MODULE_KEY = 'activeModule';

export function writeActiveModule(module: MenuModule): void {
  sessionStorage.setItem(ACTIVE_MODULE_KEY, module);
}

function readActiveModule(): MenuModule {
  const stored = sessionStorage.getItem(ACTIVE_MODULE_KEY);
  return isMenuModule(stored) ? stored : 'upload';
}

/** The highlighted menu item: the current screen's, or the last one chosen on screens outside the menu (chat). */
export function useActiveModule(): MenuModule {
  const { module } = useCurrentScreen();
  useEffect(() => {
    if (module) writeActiveModule(module);
  }, [module]);
  return module ?? readActiveModule();
}
