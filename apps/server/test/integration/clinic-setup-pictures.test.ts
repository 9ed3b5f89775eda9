import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClinicSetupWorld, clinicSetupWorld, expectOwnersOnly, expectRefusal } from '../helpers/clinic-setup';
import type { StaffCalls } from '../helpers/staff';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

/** A real picture of that size and format, made here. */
const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

const upload = (client: StaffCalls, url: string, body: Buffer, type = 'image/jpeg') =>
  world.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${client.token}`, 'content-type': type },
    payload: body,
  });

const fetchImage = (path: string) => world.app.inject({ method: 'GET', url: path });

describe('POST /api/staff/doctors/:id/photo', () => {
  it('re-encodes a JPEG as a square WebP the patient site shows at once, served for a year, and logs it', async () => {
    const res = await upload(world.owner, '/api/staff/doctors/2/photo', await picture('jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json() as { image: string };
    expect(image).toMatch(/^\/api\/images\/[a-f0-9]{32}\.webp$/);

    const served = await fetchImage(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 640 });

    const doctors = (await world.patientGet('/api/doctors')).json() as { data: { id: number; image: string }[] };
    expect(doctors.data.find((d) => d.id === 2)?.image).toBe(image);
    const [entry] = await world.auditOf('doctor.photo_changed');
    expect(entry).toMatchObject({ targetType: 'doctor', targetId: 2, after: { image } });
  });

  it('takes PNG and WebP by their content, whatever the Content-Type says', async () => {
    const png = await upload(world.owner, '/api/staff/doctors/3/photo', await picture('png', 300, 200), 'image/webp');
    expect(png.statusCode, png.body).toBe(200);
    const webp = await upload(world.owner, '/api/staff/doctors/3/photo', await picture('webp', 200, 300), 'x/any');
    expect(webp.statusCode, webp.body).toBe(200);
    // Never enlarged: a small picture keeps its size, cropped to a square.
    const meta = await sharp((await fetchImage(webp.json().image)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 200 });
  });

  it('refuses hostile uploads with a clear 4xx and keeps the photo', async () => {
    const before = await upload(world.owner, '/api/staff/doctors/1/photo', await picture('jpeg', 100, 100));
    const kept = before.json().image as string;
    // A GIF named a JPEG.
    expectRefusal(
      await upload(world.owner, '/api/staff/doctors/1/photo', await picture('gif', 50, 50)),
      415,
      'IMAGE_TYPE_UNSUPPORTED',
    );
    // Text, and an SVG (a picture that can carry script).
    expectRefusal(
      await upload(world.owner, '/api/staff/doctors/1/photo', Buffer.from('hello'), 'text/plain'),
      415,
      'IMAGE_TYPE_UNSUPPORTED',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>');
    expectRefusal(await upload(world.owner, '/api/staff/doctors/1/photo', svg), 415, 'IMAGE_TYPE_UNSUPPORTED');
    // A JPEG cut in half, and bytes that are no picture at all.
    const jpeg = await picture('jpeg');
    expectRefusal(
      await upload(world.owner, '/api/staff/doctors/1/photo', jpeg.subarray(0, jpeg.length / 2)),
      400,
      'IMAGE_UNREADABLE',
    );
    expectRefusal(
      await upload(world.owner, '/api/staff/doctors/1/photo', Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3])),
      400,
      'IMAGE_UNREADABLE',
    );
    // A small file of a huge picture (6400 x 6400 pixels of one colour), and a file over 5 MB.
    const huge = await sharp({ create: { width: 6400, height: 6400, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    expectRefusal(await upload(world.owner, '/api/staff/doctors/1/photo', huge, 'image/png'), 413, 'IMAGE_TOO_LARGE');
    expectRefusal(
      await upload(world.owner, '/api/staff/doctors/1/photo', Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
      413,
      'BODY_TOO_LARGE',
    );
    expectRefusal(
      await upload(world.owner, '/api/staff/doctors/1/photo', Buffer.alloc(0)),
      415,
      'IMAGE_TYPE_UNSUPPORTED',
    );

    const doctors = (await world.patientGet('/api/doctors')).json() as { data: { id: number; image: string }[] };
    expect(doctors.data.find((d) => d.id === 1)?.image).toBe(kept);
  });

  it("is the owner's alone, of its own clinic's doctors", async () => {
    const jpeg = await picture('jpeg', 60, 60);
    await expectOwnersOnly(world, (client) => upload(client, '/api/staff/doctors/1/photo', jpeg));
    expectRefusal(await upload(world.otherOwner, '/api/staff/doctors/999/photo', jpeg), 404, 'DOCTOR_NOT_FOUND');
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/staff/doctors/1/photo',
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/staff/clinic/logo', () => {
  it("keeps the logo within 512 pixels, its shape kept, in the patient site's template", async () => {
    const res = await upload(world.owner, '/api/staff/clinic/logo', await picture('png', 2000, 1000), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json() as { image: string };
    const meta = await sharp((await fetchImage(image)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
    const template = (await world.patientGet('/api/get_template')).json();
    expect(template.user_template.profile_image).toBe(image);
    const [entry] = await world.auditOf('clinic.logo_changed');
    expect(entry).toMatchObject({ targetType: 'clinic', targetId: world.tenant.id, after: { image } });
    await expectOwnersOnly(world, async (client) => upload(client, '/api/staff/clinic/logo', await picture('png')));
    // Another clinic's owner changes only their own clinic's logo.
    const other = await upload(world.otherOwner, '/api/staff/clinic/logo', await picture('jpeg', 90, 90));
    expect(other.statusCode).toBe(200);
    expect((await world.patientGet('/api/get_template')).json().user_template.profile_image).toBe(image);
  });
});

describe('GET /api/images/:name', () => {
  it('answers 404 for names that are no stored picture, and never reads outside its folder', async () => {
    expect((await fetchImage('/api/images/0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(404);
    expect((await fetchImage('/api/images/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await fetchImage('/api/images/demo-secrets.json')).statusCode).toBe(404);
  });
});

describe('an upload without a staff session', () => {
  it('is refused 401 before its 5 MB body is read: the answer comes while the body is still unsent', async () => {
    const address = await world.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let head = '';
      socket.on('data', (chunk) => {
        head += chunk.toString('latin1');
        if (head.includes('\r\n')) {
          socket.destroy();
          resolve(head.split('\r\n')[0]!);
        }
      });
      socket.on('error', reject);
      // Only the headers and a first kilobyte: a server that waits for the body to check the session never answers.
      socket.write(
        `POST /api/staff/clinic/logo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\n` +
          `Content-Length: ${5 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(1024, 1));
      setTimeout(() => reject(new Error('no answer while the body was unsent')), 3000).unref();
    });
    expect(answer).toBe('HTTP/1.1 401 Unauthorized');
  });
});
