import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refused, resetStores } from '../../testing/fake-api';
import { $toast } from '../toast';
import { $session, clearSession, login, logout, readStoredSession, setSession } from '.';

const buyer = { id: 1, mobile: '13800000001' };

beforeEach(resetStores);
afterEach(resetStores);

describe('$session mirrors localStorage', () => {
  it('setting stores each key; an empty value removes it', () => {
    setSession({ token: 'abc', userInfo: buyer, userType: 1 });
    expect(localStorage.getItem('tic_token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('tic_userinfo')!)).toEqual(buyer);
    expect(localStorage.getItem('tic_type')).toBe('1');
    expect($session.get()).toEqual({ token: 'abc', userInfo: buyer, userType: 1 });

    setSession({ userInfo: null });
    expect(localStorage.getItem('tic_userinfo')).toBeNull();
    expect(localStorage.getItem('tic_token')).toBe('abc');
    setSession({ token: '' });
    expect(localStorage.getItem('tic_token')).toBeNull();
  });

  it('clearSession removes all three and falls back to the default type', () => {
    setSession({ token: 'abc', userInfo: buyer, userType: 2 });
    clearSession();
    expect(localStorage.length).toBe(0);
    expect($session.get()).toEqual({ token: '', userInfo: null, userType: 1 });
  });

  it('reads what is stored, tolerating damaged values', () => {
    localStorage.setItem('tic_token', 't');
    localStorage.setItem('tic_userinfo', '{not json');
    localStorage.setItem('tic_type', '7');
    expect(readStoredSession()).toEqual({ token: 't', userInfo: null, userType: 1 });
  });

  it('follows another tab through the storage event', () => {
    const seen: string[] = [];
    const unbind = $session.listen((s) => seen.push(s.token));
    localStorage.setItem('tic_token', 'from-other-tab');
    localStorage.setItem('tic_type', '3');
    localStorage.setItem('tic_userinfo', JSON.stringify({ id: 3, mobile: '13800000003' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'tic_token', newValue: 'from-other-tab' }));
    expect($session.get()).toMatchObject({ token: 'from-other-tab', userType: 3, userInfo: { id: 3 } });

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect($session.get().token).toBe('');
    expect(seen).toEqual(['from-other-tab', '']);
    unbind();
  });
});

describe('login and logout', () => {
  it.each([
    ['buyer', 'user/login', 1],
    ['merchant', 'merchant_account/login', 2],
    ['expert', 'expert/login', 3],
  ] as const)('login(%s) calls %s and stores type %d', async (kind, id, type) => {
    const api = fakeApi({ [id]: ok({ token: `t-${kind}`, userInfo: buyer, type }) });
    const result = await login(kind, { mobile: '13800000001', password: 'Demo@1234' });
    expect(result.ok).toBe(true);
    expect(api.callsTo(id)[0].params).toEqual({ mobile: '13800000001', password: 'Demo@1234' });
    expect($session.get()).toEqual({ token: `t-${kind}`, userInfo: buyer, userType: type });
    expect(localStorage.getItem('tic_type')).toBe(String(type));
  });

  it('a failed login keeps the visitor logged out and says why', async () => {
    fakeApi({ 'user/login': refused('账号或密码错误') });
    const result = await login('buyer', { mobile: '13800000001', password: 'bad' });
    expect(result).toEqual({ ok: false, message: '账号或密码错误' });
    expect($session.get().token).toBe('');
  });

  it('logout with status true clears the session, sending the token', async () => {
    setSession({ token: 'abc', userInfo: buyer, userType: 1 });
    const api = fakeApi({ 'user/loginOut': ok(null, '已退出登录') });
    expect((await logout()).ok).toBe(true);
    expect(api.callsTo('user/loginOut')[0].token).toBe('abc');
    expect($session.get().token).toBe('');
    expect(localStorage.getItem('tic_token')).toBeNull();
  });

  it('a refused logout shows the server message as an error toast and keeps the session', async () => {
    setSession({ token: 'abc', userInfo: buyer, userType: 1 });
    fakeApi({ 'user/loginOut': refused('退出失败，请重试') });
    const result = await logout({ owner: 'w' });
    expect(result.ok).toBe(false);
    expect($toast.get()).toMatchObject({ message: '退出失败，请重试', kind: 'error', owner: 'w' });
    expect($session.get().token).toBe('abc');
  });

  it('an expert whose logout answers -2 keeps the session and sees the message (the expert pass-through)', async () => {
    setSession({ token: 'e', userInfo: buyer, userType: 3 });
    fakeApi({ 'user/loginOut': { status: -2, message: '请先登录', data: null } });
    await logout();
    expect($session.get().token).toBe('e');
    expect($toast.get()).toMatchObject({ message: '请先登录', kind: 'error' });
  });

  it('a buyer whose logout answers -2 is logged out silently', async () => {
    setSession({ token: 'b', userInfo: buyer, userType: 1 });
    const api = fakeApi({ 'user/loginOut': { status: -2, message: '请先登录', data: null } });
    await logout();
    expect($session.get().token).toBe('');
    expect($toast.get()).toBeNull();
    expect(api.onLoginRequired).not.toHaveBeenCalled();
  });
});
