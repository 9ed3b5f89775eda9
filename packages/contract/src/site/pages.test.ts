import { describe, expect, it } from 'vitest';
import { firstScreenCalls } from './first-screen-calls';
import { matchPage } from './pages';

describe('the page list', () => {
  it('finds the page an address shows, with its parameters', () => {
    expect(matchPage('')).toEqual({ path: '', params: {} });
    expect(matchPage('treatments')).toEqual({ path: 'treatments', params: {} });
    expect(matchPage('treatments/5')).toEqual({ path: 'treatments/:id', params: { id: '5' } });
    expect(matchPage('treatments/5/book')).toEqual({
      path: 'treatments/:treatmentId/book',
      params: { treatmentId: '5' },
    });
    for (const address of ['staff', 'treatments//book', 'treatments/5/pay', 'doctors/', 'doctors/4/x'])
      expect(matchPage(address)).toBeUndefined();
  });

  it("names each first-screen call's path from the page's parameters, the shell's call first", () => {
    const pathsOf = (address: string) => firstScreenCalls(matchPage(address)).map((call) => call.path);
    expect(pathsOf('')).toEqual(['/api/get_template']);
    expect(pathsOf('treatments')).toEqual(['/api/get_template', '/api/treatments']);
    expect(pathsOf('treatments/11')).toEqual(['/api/get_template', '/api/treatments/11']);
    expect(pathsOf('treatments/11/book')).toEqual([
      '/api/get_template',
      '/api/treatments/11',
      '/api/clinics',
      '/api/doctors',
    ]);
    expect(pathsOf('doctors')).toEqual(['/api/get_template', '/api/doctors']);
    expect(pathsOf('clinics')).toEqual(['/api/get_template', '/api/clinics']);
    expect(pathsOf('login')).toEqual(['/api/get_template']);
    expect(firstScreenCalls()).toEqual([{ name: 'getTemplate', params: {}, path: '/api/get_template' }]);
    expect(firstScreenCalls(matchPage('treatments/11/book'))[1]).toEqual({
      name: 'getTreatment',
      params: { id: '11' },
      path: '/api/treatments/11',
    });
  });
});
