import { loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SIGNATURES,
  PROFILE_SIGNATURE_MESSAGES as P,
  SIGNER_UPLOAD_MESSAGES as U,
} from '@quire/domain';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import type { SavedSignature } from '../saved-signatures/saved-signature-service.ts';
import { drawnSignature } from '../signer-uploads/signer-upload-test-kit.ts';
import { putBytes } from '../uploads/upload-test-helpers.ts';
import { pngDataUrl, strokePng } from './signature-image-fixtures.ts';

const t = useTestApp();
let me: Session;
let other: Session;

beforeAll(async () => {
  me = await signUpVerifiedUser(t, { full_name: 'Ada Lovelace' });
  other = await signUpVerifiedUser(t, { full_name: 'Other Person' });
});

type Made = { blob_key: string; blob_url: string };
const draw = (session: Session | null, image: unknown) =>
  call(t.app, 'POST', '/base64_to_image_blob/', { session, body: { image } });
const drawn = async (png?: Buffer): Promise<Made> => {
  const r = await draw(me, pngDataUrl(png ?? (await strokePng())));
  expect(r.statusCode, r.body).toBe(200);
  return r.data.data as Made;
};
const picture = async (session: Session, url: string) => {
  const r = await call(t.app, 'GET', url, { session });
  return { status: r.statusCode, type: r.headers['content-type'], bytes: r.rawPayload };
};
const crop = (session: Session, key: string, box: Record<string, unknown>) =>
  call(t.app, 'POST', `/crop_image/${key}`, { session, body: box });

describe('POST /base64_to_image_blob/ (a drawn signature)', () => {
  it('keeps a real PNG as a picture served to its owner only', async () => {
    const made = await drawn();
    expect(made.blob_url).toBe(`/app/serve_signature/${made.blob_key}`);
    const mine = await picture(me, made.blob_url);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('image/png');
    expect((await picture(other, made.blob_url)).status).toBe(404);
  });

  it('refuses an empty drawing with the §5 message (10 characters or less)', async () => {
    for (const image of ['', 'data:image', null]) {
      const r = await draw(me, image);
      expect(r.statusCode, String(image)).toBe(400);
      expect(r.data.message).toBe(P.drawnSignatureRequired);
    }
  });

  it('refuses what is not a PNG, whatever the data URL says', async () => {
    const jpeg = await drawnSignature({ format: 'jpeg' });
    for (const image of [
      `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      `data:image/png;base64,${jpeg.toString('base64')}`,
      `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`,
      'data:image/png;base64,@@@@@@@@@@@@',
    ]) {
      const r = await draw(me, image);
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toBe(U.notAnImage);
    }
  });

  it('needs a session and the xsrf token', async () => {
    const image = pngDataUrl(await strokePng());
    expect((await draw(null, image)).statusCode).toBe(401);
    const noXsrf = await call(t.app, 'POST', '/base64_to_image_blob/', {
      session: me,
      body: { image },
      omitXsrf: true,
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});

describe('GET /text_to_image_blob (a typed signature)', () => {
  const typed = (text: string, style = '') =>
    call(
      t.app,
      'GET',
      `/text_to_image_blob?text=${encodeURIComponent(text)}${style && `&style=${style}`}`,
      { session: me },
    );

  it('renders the text in a handwriting face as a PNG as wide as the name', async () => {
    const r = await typed('Ada Lovelace');
    expect(r.statusCode, r.body).toBe(200);
    const made = r.data.data as { blob_key: string; url: string };
    const served = await picture(me, made.url);
    expect(served.type).toBe('image/png');
    const image = await loadImage(served.bytes);
    expect(image.width).toBeGreaterThan(image.height * 2);
    expect((await picture(other, made.url)).status).toBe(404);
  });

  it('draws each style in its own face', async () => {
    const sizes = new Set<string>();
    for (const style of ['caveat', 'dancing-script', 'great-vibes', 'homemade-apple']) {
      const r = await typed('Ada Lovelace', style);
      expect(r.statusCode, r.body).toBe(200);
      const image = await loadImage(
        (await picture(me, (r.data.data as { url: string }).url)).bytes,
      );
      sizes.add(`${image.width}x${image.height}`);
    }
    expect(sizes.size).toBe(4);
  });

  it('refuses blank text and an unknown style', async () => {
    const blank = await typed('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.data.message).toBe(P.textRequired);
    expect((await typed('Ada', 'comic-sans')).statusCode).toBe(400);
  });
});

describe('POST /crop_image/{blob key}', () => {
  it('scales the on-screen box to real pixels and keeps the cut as a new picture', async () => {
    const source = await drawn(await strokePng(200, 80));
    const r = await crop(me, source.blob_key, {
      x1: 60,
      y1: 30,
      x2: 10,
      y2: 10,
      on_screen_width: 100,
      on_screen_height: 40,
    });
    expect(r.statusCode, r.body).toBe(200);
    const cut = r.data.data as Made;
    expect(cut.blob_key).not.toBe(source.blob_key);
    const image = await loadImage((await picture(me, cut.blob_url)).bytes);
    expect([image.width, image.height]).toEqual([100, 40]);
  });

  it('clamps a box that runs off the image', async () => {
    const source = await drawn(await strokePng(200, 80));
    const r = await crop(me, source.blob_key, {
      x1: 50,
      y1: -20,
      x2: 500,
      y2: 500,
      on_screen_width: 100,
      on_screen_height: 40,
    });
    expect(r.statusCode, r.body).toBe(200);
    const image = await loadImage((await picture(me, (r.data.data as Made).blob_url)).bytes);
    expect([image.width, image.height]).toEqual([100, 80]);
  });

  it('refuses nonsense with the §8 message', async () => {
    const source = await drawn();
    const boxes = [
      { x1: 10, y1: 10, x2: 10, y2: 30, on_screen_width: 100, on_screen_height: 40 },
      { x1: 0, y1: 0, x2: 50, y2: 30, on_screen_width: 0, on_screen_height: 40 },
      { x1: 200, y1: 0, x2: 300, y2: 30, on_screen_width: 100, on_screen_height: 40 },
    ];
    for (const box of boxes) {
      const r = await crop(me, source.blob_key, box);
      expect(r.statusCode, JSON.stringify(box)).toBe(400);
      expect(r.data.message).toBe(P.croppingFailed);
    }
  });

  it("answers 404 for another user's picture and for an unknown key", async () => {
    const source = await drawn();
    const box = { x1: 0, y1: 0, x2: 50, y2: 20, on_screen_width: 100, on_screen_height: 40 };
    expect((await crop(other, source.blob_key, box)).statusCode).toBe(404);
    expect((await crop(me, 'no-such-blob', box)).statusCode).toBe(404);
  });
});

describe('the profile upload through /app/get_image_upload_url (purpose=signature)', () => {
  it('takes an image, answers it with its enhanced copy, and refuses what is not one', async () => {
    const upload = async (bytes: Buffer) => {
      const started = await call(
        t.app,
        'GET',
        '/app/get_image_upload_url?filename=signature.png&purpose=signature',
        { session: me },
      );
      expect(started.statusCode, started.body).toBe(200);
      expect((await putBytes(t, started.data.url as string, bytes)).statusCode).toBe(200);
      return call(t.app, 'POST', '/app/image_upload_success', {
        session: me,
        body: { file_key: started.data.file_key },
      });
    };
    const ok = await upload(await drawnSignature());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data).toMatchObject({
      file_key: ok.data.blob_key,
      blob_url: `/app/serve_signature/${String(ok.data.blob_key)}`,
      enhanced_blob_url: `/app/serve_signature/${String(ok.data.enhanced_blob_key)}`,
    });
    expect((await picture(me, ok.data.enhanced_blob_url as string)).status).toBe(200);

    const bad = await upload(Buffer.from('%PDF-1.7 not an image'));
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe(U.notAnImage);
  });

  it('still asks a theme image for a workspace (can_update_branding), not the profile', async () => {
    const theme = await call(t.app, 'GET', '/app/get_image_upload_url?filename=logo.png', {
      session: me,
    });
    // A new user's own workspace: they may brand it.
    expect(theme.statusCode, theme.body).toBe(200);
  });
});

describe('saved signatures with a default (§9 at most 5 per kind)', () => {
  const save = async (blobKey: string, kind = 'signature') => {
    const r = await call(t.app, 'POST', '/app/user/signatures', {
      session: me,
      body: { kind, method: 'drawn', blob_key: blobKey },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.data.signature as SavedSignature;
  };
  const list = async (session: Session, kind: string) =>
    (await call(t.app, 'GET', `/app/user/signatures?kind=${kind}`, { session })).data
      .signatures as SavedSignature[];
  const makeDefault = (session: Session, key: string) =>
    call(t.app, 'POST', `/app/user/signatures/${key}/default`, { session });

  it('keeps at most 5, the newest the default, and makes another the default on request', async () => {
    const saved: SavedSignature[] = [];
    for (let i = 0; i < MAX_SAVED_SIGNATURES + 1; i++) {
      saved.push(await save((await drawn(await strokePng(200 + i, 80))).blob_key));
    }
    let mine = await list(me, 'signature');
    expect(mine).toHaveLength(MAX_SAVED_SIGNATURES);
    expect(mine.map((s) => s.key)).not.toContain(saved[0]!.key);
    expect(mine.map((s) => s.is_default)).toEqual([true, false, false, false, false]);
    expect(mine[0]!.key).toBe(saved.at(-1)!.key);

    const chosen = saved[2]!;
    const r = await makeDefault(me, chosen.key);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({
      message: P.signatureMadeDefault,
      signature: { is_default: true },
    });
    mine = await list(me, 'signature');
    expect(mine[0]).toMatchObject({ key: chosen.key, is_default: true });
    expect(mine.filter((s) => s.is_default)).toHaveLength(1);
  });

  it('keeps one default per kind', async () => {
    const initial = await save((await drawn(await strokePng(60, 40))).blob_key, 'initial');
    expect((await list(me, 'initial'))[0]).toMatchObject({ key: initial.key, is_default: true });
    expect((await list(me, 'signature')).filter((s) => s.is_default)).toHaveLength(1);
  });

  it("answers 404 for another user's signature, which stays as it was", async () => {
    const mine = (await list(me, 'signature'))[3]!;
    const r = await makeDefault(other, mine.key);
    expect(r.statusCode).toBe(404);
    expect(r.data.message).toBe(U.signatureNotFound);
    expect((await list(me, 'signature'))[3]!.key).toBe(mine.key);
  });

  it("refuses to save another user's picture (404)", async () => {
    const theirs = (await draw(other, pngDataUrl(await strokePng(90, 30)))).data.data as Made;
    const r = await call(t.app, 'POST', '/app/user/signatures', {
      session: me,
      body: { kind: 'signature', method: 'drawn', blob_key: theirs.blob_key },
    });
    expect(r.statusCode).toBe(404);
  });
});
