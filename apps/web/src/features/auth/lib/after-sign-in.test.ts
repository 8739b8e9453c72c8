import { describe, expect, it } from 'vitest';
import { afterSignIn, loginSearchSchema } from './after-sign-in';

const redirectOf = (redirect: unknown) => loginSearchSchema.parse({ redirect }).redirect;

describe('where signing in leads', () => {
  it('keeps a panel path of this origin, with its search', () => {
    expect(redirectOf('/merchant/order/1146')).toBe('/merchant/order/1146');
    expect(redirectOf('/merchant/orders/placed?page=2')).toBe('/merchant/orders/placed?page=2');
    expect(afterSignIn('/merchant/order/1146')).toEqual({ href: '/merchant/order/1146' });
  });

  it('drops anything that could leave the panel, and then lands on All Orders', () => {
    for (const away of [
      'https://evil.example/merchant/x',
      '//evil.example/merchant',
      '/\\evil.example',
      '/merchant\\..\\x',
      '/merchantx',
      '/auth/login',
      'javascript:alert(1)',
      42,
    ]) {
      expect(redirectOf(away), String(away)).toBeUndefined();
    }
    expect(afterSignIn(undefined)).toEqual({ href: '/merchant/home' });
  });
});
