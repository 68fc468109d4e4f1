import { z } from 'zod';
import { APPENDIX_AUDIENCES, type AppendixAudience } from './editor-entities.ts';
import { EXTRAS_MESSAGES } from './extras-messages.ts';

/** §3 Document appendix: description default. */
export const DEFAULT_APPENDIX_DESCRIPTION = 'Supporting document';

/** Labels of the §3 appendix audiences, in the order the panel offers them. */
export const APPENDIX_AUDIENCE_LABELS: Record<AppendixAudience, string> = {
  all: 'Everyone',
  cc_recipients: 'Copy recipients',
  signatories: 'Signatories',
  team: 'Team',
};

/** §3: 'team' is offered only when the user can view teams. */
export const appendixAudiencesFor = (canViewTeams: boolean): AppendixAudience[] =>
  APPENDIX_AUDIENCES.filter((audience) => canViewTeams || audience !== 'team');

/** Who is looking at a pack's supporting documents (§6 "Appendices are visible by audience"). */
export type AppendixViewer = 'team' | 'signatory' | 'cc_recipient';

export const canViewAppendix = (audience: AppendixAudience, viewer: AppendixViewer): boolean => {
  if (viewer === 'team') return true;
  if (audience === 'all') return true;
  if (audience === 'signatories') return viewer === 'signatory';
  if (audience === 'cc_recipients') return viewer === 'cc_recipient';
  return false;
};

/** §5: data field and appendix uploads reject .exe files. */
export const isExecutableFilename = (filename: string): boolean => /\.exe$/i.test(filename.trim());

export type DocumentAppendix = {
  key: string;
  _id: string;
  document_key: string;
  file_key: string | null;
  filename: string | null;
  custom_id: string | null;
  description: string;
  required: boolean;
  audience: AppendixAudience;
  position: number;
  date_created: string;
  blob_serving_url: string | null;
};

/** Body `data` of POST /app/documents/{key}/add_update_appendix: no key = a new appendix. */
export const appendixInputSchema = z.object({
  key: z.string().min(1).max(200).optional(),
  file_key: z.string().min(1).max(500).nullable().optional(),
  custom_id: z.string().max(200).nullable().optional(),
  description: z.string().max(500).optional(),
  required: z.boolean().optional(),
  audience: z.enum(APPENDIX_AUDIENCES, EXTRAS_MESSAGES.appendixAudienceUnknown).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type AppendixInput = z.infer<typeof appendixInputSchema>;

/** The description a saved appendix keeps: a blank one falls back to the §3 default. */
export const appendixDescription = (description: string | undefined | null): string =>
  description && description.trim() ? description.trim() : DEFAULT_APPENDIX_DESCRIPTION;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** The content type a supporting document is stored and served with, by its extension. */
export const appendixContentType = (filename: string): string =>
  CONTENT_TYPES[/\.([A-Za-z0-9]+)$/.exec(filename.trim())?.[1]?.toLowerCase() ?? ''] ??
  'application/octet-stream';
