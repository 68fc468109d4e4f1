// @postgres: keyset pages over SQL sent as written.
import { describe, expect, it } from 'vitest';
import type { DocumentDto } from '@quire/domain';
import { call, useTestApp } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';
import { toDocumentDto } from './document-dto.ts';
import {
  findChildRows,
  findDocumentRows,
  findSignatoryRows,
  findUserNames,
} from './document-repository.ts';

const t = useTestApp();

/** The pack as the row-by-row reading (one query per relation) answers it. */
const readOneByOne = async (key: string) => {
  const [row] = await findDocumentRows(t.ctx.db, [key]);
  const names = await findUserNames(t.ctx.db, [row!.created_by]);
  const dto = toDocumentDto(row!, {
    children: await findChildRows(t.ctx.db, [key]),
    signatories: await findSignatoryRows(t.ctx.db, [key]),
    createdByName: names.get(row!.created_by) ?? '',
  });
  return JSON.parse(JSON.stringify(dto)) as DocumentDto;
};

describe('a list page read in one statement', () => {
  it('answers each pack exactly as reading it relation by relation does', async () => {
    const { ann, bob, annAccount, bobAccount } = await seedCast(t, 'Page & Co');
    const twoParts = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Two parts',
      children: [{ name: 'First.pdf', pages: 3 }, { name: 'Second.pdf' }],
      signatories: [
        { name: 'Petra Pan', email: 'petra@example.com' },
        { name: 'Ann', user_key: ann.user_key, status: 'complete' },
      ],
      flags: { use_signing_wizard: false },
      status: 'awaiting_signatures',
      updatedSecondsAgo: 10,
    });
    const viewed = await seedPack(t.ctx, {
      createdBy: bob.user_key,
      accountKey: bobAccount,
      name: 'Shown to ann',
      viewers: [ann.user_key],
      updatedSecondsAgo: 20,
    });

    const withPeople = await call(t.app, 'GET', '/app/documents?include_signatories=true', {
      session: ann,
    });
    const listed = withPeople.data.documents as DocumentDto[];
    expect(listed.map((d) => d.key)).toEqual([twoParts.key, viewed.key]);
    expect(listed[0]).toEqual(await readOneByOne(twoParts.key));
    expect(listed[1]).toEqual(await readOneByOne(viewed.key));
    expect(listed[0]).toMatchObject({
      created_by_name: 'Ann Archer',
      use_signing_wizard: false,
      child_document_keys: twoParts.childKeys,
    });
    expect(listed[0]!.signatories.map((s) => s.name)).toEqual(['Petra Pan', 'Ann']);
    expect(listed[1]!.created_by_name).toBe('Bob Baker');

    const withoutPeople = await call(t.app, 'GET', '/app/documents', { session: ann });
    const first = (withoutPeople.data.documents as DocumentDto[])[0]!;
    expect(first).toEqual({ ...(await readOneByOne(twoParts.key)), signatories: [] });

    // A search filters every branch of the list: the workspace's packs (by the trigram index),
    // packs shared with her and her own packs outside any workspace (by their own indexes).
    const outside = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: null,
      name: 'Outside draft',
      updatedSecondsAgo: 30,
    });
    const found = async (term: string) =>
      (
        (await call(t.app, 'GET', `/app/search/documents?search_query=${term}`, { session: ann }))
          .data.search_documents as DocumentDto[]
      ).map((d) => d.key);
    expect(await found('parts')).toEqual([twoParts.key]);
    expect(await found('shown')).toEqual([viewed.key]);
    expect(await found('outside')).toEqual([outside.key]);
    expect(await found('petra')).toEqual([twoParts.key]);
    expect(await found('nowhere')).toEqual([]);
  });
});
