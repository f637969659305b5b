import { useEffect } from 'react';
import { t } from '../../../core';

/** Sets the browser title to the object's name once it is known. */
export function useTitle(name: string | undefined): void {
  useEffect(() => {
    if (name) document.title = `${name} - ${t('common.siteName')}`;
  }, [name]);
}
