import { afterEach, describe, expect, it } from 'vitest';
import { listOf } from '../catalog/list-payload';
import { initialAnswer, pageAnswer, pageConfig } from './page-data';

function putBlock(id: string, json: string, attributes: Record<string, string> = {}) {
  const block = document.createElement('script');
  block.id = id;
  block.type = 'application/json';
  for (const [name, value] of Object.entries(attributes)) block.setAttribute(`data-${name}`, value);
  block.textContent = json;
  document.head.append(block);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('answers that came with the page', () => {
  const answers = JSON.stringify({ '/api/treatments': { success: 1, data: [{ id: 1 }] } });

  it('are used for the tenant and language they were given for', () => {
    putBlock('page-answers', answers, { user: 'central-clinic', lang: 'en' });
    expect(pageAnswer('/api/treatments', 'central-clinic', 'en')).toEqual({ success: 1, data: [{ id: 1 }] });
    expect(pageAnswer('/api/clinics', 'central-clinic', 'en')).toBeUndefined();
  });

  it('are not used for another tenant or in another language', () => {
    putBlock('page-answers', answers, { user: 'central-clinic', lang: 'en' });
    expect(pageAnswer('/api/treatments', 'shalom-clinic', 'en')).toBeUndefined();
    expect(pageAnswer('/api/treatments', 'central-clinic', 'he')).toBeUndefined();
  });

  it('become initial data read as the fetcher reads the answer, or none when it is not that shape', () => {
    putBlock('page-answers', JSON.stringify({ '/api/treatments': { success: 1, data: 'oops' } }), {
      user: 'central-clinic',
      lang: 'en',
    });
    expect(initialAnswer('/api/treatments', 'central-clinic', 'en', (a) => listOf(a))).toBeUndefined();
  });

  it('are ignored when the block is missing or broken', () => {
    expect(pageConfig()).toBeUndefined();
    putBlock('tenant-config', '{"active_user": ');
    expect(pageConfig()).toBeUndefined();
  });
});
