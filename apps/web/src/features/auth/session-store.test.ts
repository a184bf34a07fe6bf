import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requireLogin, useLoginPrompt } from './login-prompt-store';
import { isLoggedIn, readStoredSession, useSessionStore } from './session-store';

const user = { id: 3, userName: 'fox3', nickName: '狐三', avatar: '', hasPassword: false, roles: ['user'] };

describe('session store', () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    useLoginPrompt.getState().close();
  });

  it('persists the session to the token, userId and userInfo keys and clears them', () => {
    useSessionStore.getState().setSession({ token: 'abc', userId: 3, userInfo: user });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('userId')).toBe('3');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
    expect(readStoredSession(localStorage)).toEqual({ token: 'abc', userId: 3, userInfo: user });
    expect(isLoggedIn()).toBe(true);

    useSessionStore.getState().clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('ignores a stored session that is incomplete or malformed', () => {
    localStorage.setItem('token', 'abc');
    expect(readStoredSession(localStorage)).toBeNull();
    localStorage.setItem('userId', '3');
    localStorage.setItem('userInfo', '{not json');
    expect(readStoredSession(localStorage)).toBeNull();
    localStorage.setItem('userInfo', JSON.stringify({ id: 3 }));
    expect(readStoredSession(localStorage)).toBeNull();
  });
});

describe('requireLogin', () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    useLoginPrompt.getState().close();
  });

  it('opens the login prompt for a guest instead of running the action', () => {
    const action = vi.fn();
    expect(requireLogin(action)).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(useLoginPrompt.getState().isOpen).toBe(true);
  });

  it('runs the action for a logged-in user', () => {
    useSessionStore.getState().setSession({ token: 'abc', userId: 3, userInfo: user });
    const action = vi.fn();
    expect(requireLogin(action)).toBe(true);
    expect(action).toHaveBeenCalledOnce();
    expect(useLoginPrompt.getState().isOpen).toBe(false);
  });
});
