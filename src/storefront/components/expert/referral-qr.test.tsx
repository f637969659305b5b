import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ExpertCenter, setSession } from '../../../core';
import { list, ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { qrPath } from './referral-qr';

// uqr cannot decode: the test checks what is handed to its encoder and that the drawing is its matrix
const encoded = vi.hoisted(() => [] as Array<{ text: string; size: number; dark: number }>);
vi.mock('uqr', async (original) => {
  const real = await original<typeof import('uqr')>();
  return {
    ...real,
    encode: (text: string, options?: Parameters<typeof real.encode>[1]) => {
      const qr = real.encode(text, options);
      encoded.push({ text, size: qr.size, dark: qr.data.flat().filter(Boolean).length });
      return qr;
    },
  };
});

const CENTER = {
  real_name: '李明',
  mobile: '138****0003',
  cert_status: 'approved',
  title: '',
  organization: '',
  referral_code: 'LIMING2024',
  referral_path: '/reg?ref=LIMING2024',
  clients: 0,
  orders: 0,
  earned: 0,
  pending: 0,
  withdrawn: 0,
  balance: 0,
  payout_opened: true,
  latest: [],
} satisfies ExpertCenter;

beforeEach(() => {
  resetApp();
  encoded.length = 0;
  setSession({ token: 'e', userType: 3, userInfo: { id: 3, mobile: '13800000003' } });
});
afterEach(resetApp);

describe('the referral QR code', () => {
  it('draws one square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });

  for (const path of ['/expert', '/expert/recommend'] as const) {
    it(`${path} shows a QR code of this storefront's /reg?ref=… link`, async () => {
      await openApp(path, {
        'expert/center': ok(CENTER),
        'expert_client/get': list([]),
      });
      await settle(() => !!main()?.querySelector('svg.sf-ex-qr'));
      const link = `${location.origin}/reg?ref=LIMING2024`;
      expect(encoded.map((e) => e.text)).toContain(link);
      const svg = main()!.querySelector('svg.sf-ex-qr')!;
      expect(svg.getAttribute('aria-label')).toBe('推荐链接二维码');
      const mine = encoded.find((e) => e.text === link)!;
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${mine.size} ${mine.size}`);
      const d = svg.querySelector('path')!.getAttribute('d')!;
      expect(d.split('z').length - 1).toBe(mine.dark);
      // the link beside it is the same address
      expect(main()!.querySelector<HTMLInputElement>('.sf-ex-ref__link')!.value).toBe(link);
    });
  }
});
