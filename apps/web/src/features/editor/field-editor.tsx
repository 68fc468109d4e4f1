import { useQuery } from '@tanstack/react-query';
import type { PackChild, PackDto } from '../documents/documents-api.ts';
import { PageImages, type PageImage } from '../documents/view/page-images.tsx';
import { fieldsApi } from './editor-api.ts';
import { EditorWorkspace } from './editor-workspace.tsx';

type FieldEditorProps = { pack: PackDto; child: PackChild; pages: PageImage[] };

/**
 * The pages of the shown child with the pack's fields over them: the setup editor while the pack
 * is in setup, the fields drawn read-only after. Until the fields arrive, the pages alone.
 */
export const FieldEditor = ({ pack, child, pages }: FieldEditorProps) => {
  const fields = useQuery({
    // Not under the pack's key: reloading the pack (after a rename, say) must not reload the
    // fields, which the editor owns from here on.
    queryKey: ['editor', 'data_fields', pack.key],
    queryFn: ({ signal }) => fieldsApi.list(pack.key, undefined, signal),
    staleTime: Infinity,
    // Dropped when the editor closes, so coming back reads the fields afresh.
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
  if (!fields.data)
    return <PageImages key={child.key} pages={pages} documentName={child.document_name} />;
  return (
    <EditorWorkspace
      key={pack.key}
      pack={pack}
      child={child}
      pages={pages}
      fields={fields.data}
      loadedAt={pack.date_updated}
    />
  );
};
