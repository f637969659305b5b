import { describe, expect, expectTypeOf, it } from 'vitest';
import { WIDGET_LINKS, type WidgetLink } from '../core/rules/widget-links';
import { findRoute } from './route-table';
import type { RoutePath } from './routes';

describe('the pages the widgets link to', () => {
  it('are paths of the route table, by type and by row', () => {
    expectTypeOf<WidgetLink>().toExtend<RoutePath>();
    for (const path of WIDGET_LINKS) expect(findRoute(path), path).toBeDefined();
  });
});
