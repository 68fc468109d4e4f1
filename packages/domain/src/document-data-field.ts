/**
 * A data field as the documents module answers it (GET /app/documents/{key} with
 * include_child_document_data_fields, get_document_updates with return_data_fields). Geometry is
 * in PDF points on its page, origin top-left of the CropBox, unrotated. The editor issue extends it.
 */
export type DataFieldSummary = {
  uuid: string;
  document_key: string;
  type: string;
  page_index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  data: string | null;
  filename: string | null;
  signatory_uuid: string | null;
  required: boolean;
  custom_id: string | null;
  description: string | null;
  date_updated: string;
};
