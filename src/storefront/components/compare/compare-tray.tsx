import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { COMPARE_MAX } from '../../../core/rules/compare';
import { $compare } from '../../../core/stores/compare';
import { href } from '../../routes';
import './compare.css';
import { cw } from './compare-words';

/** A small floating link to /compare with the count; nothing while the set is empty. */
export function CompareTray() {
  const n = useStore($compare).length;
  if (!n) return null;
  return (
    <Link href={href('/compare')} class="sf-compare-tray" aria-label={cw.trayLabel(n, COMPARE_MAX)}>
      {cw.tray(n)}
    </Link>
  );
}
