/**
 * Build-only stand-in for `import React from 'react'` inside @r2wc/react-to-web-component,
 * which uses nothing but React.createElement. A default import of preact/compat would keep
 * every compat export (Suspense, portals, …) alive; this keeps the bundle to what runs.
 * Same function, so behaviour is unchanged (see vite.widgets.config.ts).
 */
import { createElement } from 'react';

export default { createElement };
