/** Test steps of the operator console's pages (imported by tests only, never bundled). */
import { afterEach, beforeEach } from 'vitest';
import { writeOperatorToken } from '../../../core';
import { resetApp } from '../../testing/render-app';

/** Each test of the file starts with a fresh app and an operator's token, and leaves neither behind. */
export function eachTestAsOperator() {
  beforeEach(() => {
    resetApp();
    writeOperatorToken('op');
  });
  afterEach(() => {
    resetApp();
    writeOperatorToken('');
  });
}
