import { useSessionStore } from '../../src/features/auth';

export const testUser = {
  id: 9,
  userName: 'fox9',
  nickName: '小狐狸',
  avatar: '',
  hasPassword: false,
  roles: ['user'],
};

/** Logs `testUser` in, as a login leaves the session store. */
export function logInTestUser(): void {
  useSessionStore.getState().setSession({ token: 'token-9', userId: testUser.id, userInfo: testUser });
}
