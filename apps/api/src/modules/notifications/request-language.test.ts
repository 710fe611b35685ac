import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './notifications.service';

const asked = (headers: Record<string, string>) => requestLanguage({ headers } as FastifyRequest);

describe('the language a notice is written in', () => {
  it("is the shopper's stored choice first", () => {
    expect(asked({ cookie: 'region=x; lang=mm', 'accept-language': 'en' })).toBe('mm');
    expect(asked({ cookie: 'lang=en', 'accept-language': 'my-MM' })).toBe('en');
  });

  it("else the browser's, weighed as a first visit's page weighs it", () => {
    expect(asked({ 'accept-language': 'my-MM,my;q=0.9' })).toBe('mm');
    expect(asked({ 'accept-language': 'fr-FR,my;q=0.8,en;q=0.5' })).toBe('mm');
    expect(asked({ 'accept-language': 'my;q=0.2,en;q=0.9' })).toBe('en');
    expect(asked({ 'accept-language': 'my;q=0,en-GB' })).toBe('en');
  });

  it('is not known when neither says', () => {
    expect(asked({})).toBeNull();
    expect(asked({ cookie: 'lang=zz', 'accept-language': 'fr,de;q=0.5' })).toBeNull();
  });
});
