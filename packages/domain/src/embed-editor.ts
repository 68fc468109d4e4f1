import { z } from 'zod';

/**
 * The embedded editor (issue 14, ADR 0041): a partner's backend asks the public API for a
 * one-time URL that opens Quire's editor for one pack inside one allowed origin's iframe. The
 * session behind it may edit that pack only, and only for a short while.
 */
export const EMBED_EDITOR_PATH = '/embed/editor';

/** How long the one-time URL may wait to be opened: the partner mints it as its page loads. */
export const EMBED_EDITOR_ENTRY_MINUTES = 5;
/** How long an opened editor session lives; use does not extend it (like a signer's, ADR 0010). */
export const EMBED_EDITOR_SESSION_MINUTES = 120;

/**
 * The readable xsrf cookie of an embedded editor session (its token is the HttpOnly session
 * cookie): a name of its own, so the web app never takes the editor for a signer.
 */
export const EMBED_EDITOR_XSRF_COOKIE = 'quire_embed_xsrf';

export const EMBED_EDITOR_MESSAGES = {
  originNotAllowed:
    'parent_origin is not one of the origins this workspace allows to embed Quire (Workspace settings → Embedded signing).',
  notADocument: 'Only a document can be edited in a frame, not a template.',
  linkUsed: 'This editor link has expired or was already used. Reload the page to get a new one.',
  routeRefused: 'An embedded editor session can only edit its own document.',
  sessionEnded: 'This editing session has ended. Reload the page to open the editor again.',
  onlyThisDocument: 'Only one document can be edited here.',
} as const;

export const embeddedEditorBodySchema = z
  .object({
    parent_origin: z
      .string()
      .min(1)
      .max(300)
      .describe(
        'The origin of the page that frames the editor, exactly as the browser reports it (https://portal.example.com). It must be one of the workspace’s allowed origins.',
      ),
  })
  .meta({ id: 'EmbeddedEditorBody' });

export const embeddedEditorAnswerSchema = z
  .object({
    success: z.literal(true),
    embedded_editor: z.object({
      url: z
        .string()
        .describe('Put it in an iframe on parent_origin. It opens once, within a few minutes.'),
      expires_at: z.string().describe('When the URL stops opening (ISO 8601).'),
      session_expires_at: z
        .string()
        .describe('The latest an opened editor keeps working, counted from now (ISO 8601).'),
    }),
  })
  .meta({ id: 'EmbeddedEditorAnswer' });

export type EmbeddedEditorAnswer = z.infer<typeof embeddedEditorAnswerSchema>;

const DOC = '/app/documents/:key';

/**
 * Every route an embedded editor session may call, as the server registers them ('METHOD url').
 * A route with `:key` must name the session's pack or one of its child documents. Left out on
 * purpose: the document list, other packs, deleting or copying the pack, signing links and
 * signing as someone, API details, uploads, downloads, and every account or workspace setting.
 */
export const EMBED_EDITOR_ROUTES: ReadonlySet<string> = new Set([
  // Who is editing, and the instance's settings the app reads first.
  'GET /app/user',
  'GET /app/user/user_accounts',
  'GET /app/instance_settings',
  // The pack and its pages.
  `GET ${DOC}`,
  `GET ${DOC}/get_document_updates`,
  `GET ${DOC}/get_blob_as_image`,
  // A page image by its file key: the server checks that it is one of the pack's pages.
  'GET /app/serve_image/:file_key',
  `GET ${DOC}/dismiss_conversion_error`,
  `POST ${DOC}/reorder_child_documents`,
  'GET /app/audit_trail/:key',
  // Fields, signers, rules and extras: what the editor's panels call.
  `GET ${DOC}/get_data_fields`,
  `GET ${DOC}/get_data_field_signatory_updates`,
  `POST ${DOC}/add_update_data_field`,
  `GET ${DOC}/get_signatories`,
  `POST ${DOC}/add_update_signatory`,
  `POST ${DOC}/reorder_signatories`,
  `POST ${DOC}/copy_recipients`,
  `POST ${DOC}/signer_groups/:uuid/add_update_delete`,
  `GET ${DOC}/field_rules`,
  `POST ${DOC}/field_rules/:rule_id/add_update_delete`,
  `GET ${DOC}/user_defined_attributes`,
  `POST ${DOC}/add_update_user_defined_attribute`,
  `GET ${DOC}/delete_user_defined_attribute/:attr_key`,
  `GET ${DOC}/appendices`,
  `GET ${DOC}/appendix_file/:file_key`,
  `POST ${DOC}/add_update_appendix`,
  `GET ${DOC}/delete_document_appendix/:appendix_key`,
  // The pack's reminder rules, which the review-and-send step shows (?entity_key=the pack).
  'GET /app/notification_rules',
  // Settings, the name, and sending or reverting (update_document's update_status_to).
  `POST ${DOC}/update_document`,
]);

/** Routes above that name their document in the query (`entity_key`), which they must. */
export const EMBED_EDITOR_QUERY_KEYED: ReadonlySet<string> = new Set([
  'GET /app/notification_rules',
]);

/**
 * The document a route above names: its `:key`, or the query's `entity_key` for the routes that
 * take it there ('' when such a route names none: refused like any other key).
 */
export const embedEditorRouteKey = (
  route: string,
  params: unknown,
  query: unknown,
): string | null => {
  if (EMBED_EDITOR_QUERY_KEYED.has(route)) {
    const entity = (query as { entity_key?: unknown } | null)?.entity_key;
    return typeof entity === 'string' ? entity : '';
  }
  const key = (params as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : null;
};
