import { Stack, Tabs } from '@mantine/core';
import { IconKeyboard, IconPhotoUp, IconSignature } from '@tabler/icons-react';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../form-error.tsx';
import { initialsOf } from '../initials-of.ts';
import { DrawTab } from './draw-tab.tsx';
import { SavedSignatures } from './saved-signatures.tsx';
import type { AdoptedSignature, SignatureKind } from './signature-api.ts';
import { wordingFor } from './signature-wording.ts';
import { isDrawnSignatureEmpty } from './stroke-length.ts';
import { TypeTab } from './type-tab.tsx';
import { DEFAULT_TYPED_STYLE, type TypedSignatureStyle } from './typed-signature-styles.ts';
import { UploadTab } from './upload-tab.tsx';
import { useAdoptSignature, type AdoptSource } from './use-adopt-signature.ts';
import { useDeleteSavedSignature, useSavedSignatures } from './use-saved-signatures.ts';
import { useSignatureImageUpload } from './use-signature-image-upload.ts';
import { useSignaturePad } from './use-signature-pad.ts';
import { useTypedSignatureImage } from './use-typed-signature-image.ts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../form-actions.tsx';

export type SignatureMethods = { drawn: boolean; typed: boolean; upload: boolean };

export type SignatureFormProps = {
  kind: SignatureKind;
  signerName: string;
  methods: SignatureMethods;
  onClose: () => void;
  onAdopt: (signature: AdoptedSignature) => void;
};

type TabValue = 'draw' | 'type' | 'upload';

/** Each tab's name: signature.tabs.<value>. */
const TABS: { value: TabValue; allowed: keyof SignatureMethods; icon: ReactNode }[] = [
  { value: 'draw', allowed: 'drawn', icon: <IconSignature size={16} /> },
  { value: 'type', allowed: 'typed', icon: <IconKeyboard size={16} /> },
  { value: 'upload', allowed: 'upload', icon: <IconPhotoUp size={16} /> },
];

const typedDefault = (kind: SignatureKind, signerName: string): string =>
  kind === 'initial' ? (signerName.trim() ? initialsOf(signerName) : '') : signerName.trim();

/** The modal's content: mounted while the modal is open, so each opening starts afresh. */
export const SignatureForm = ({
  kind,
  signerName,
  methods,
  onClose,
  onAdopt,
}: SignatureFormProps) => {
  const { t } = useTranslation();
  const wording = wordingFor(kind);
  const tabs = TABS.filter((tab) => methods[tab.allowed]);
  // §5 'Defaulted to uploaded signature': a pack with no method left still allows uploads.
  const [tab, setTab] = useState<TabValue>(tabs[0]?.value ?? 'upload');
  const { adopt, pending, error, setError } = useAdoptSignature(kind, onAdopt);
  const clearError = useCallback(() => setError(null), [setError]);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const pad = useSignaturePad(canvasRef, frameRef, clearError);
  const [text, setText] = useState(() => typedDefault(kind, signerName));
  const [typedStyle, setTypedStyle] = useState<TypedSignatureStyle>(DEFAULT_TYPED_STYLE);
  const typed = useTypedSignatureImage(text, typedStyle);
  const upload = useSignatureImageUpload();
  const saved = useSavedSignatures(kind);
  const remove = useDeleteSavedSignature(kind);

  const sourceFor = (current: TabValue): AdoptSource | string | null => {
    if (current === 'draw') {
      if (isDrawnSignatureEmpty(pad.strokes()))
        return t('signature.messages.drawnSignatureRequired');
      return { method: 'drawn', image: pad.toPng };
    }
    if (current === 'type') return text.trim() ? { method: 'typed', image: typed.imageNow } : null;
    return upload.state.phase === 'done'
      ? { method: 'upload', signature: upload.state.signature }
      : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const source = sourceFor(tab);
    if (typeof source === 'string') setError(source);
    else if (source) void adopt(source);
  };

  const ready =
    tab === 'draw' ||
    (tab === 'type' && text.trim() !== '') ||
    (tab === 'upload' && upload.state.phase === 'done');
  const visibleTabs = tabs.length > 0 ? tabs : TABS.filter((item) => item.value === 'upload');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SavedSignatures
          signatures={saved.data ?? []}
          wording={wording}
          disabled={pending}
          deleting={remove.isPending ? (remove.variables ?? null) : null}
          onUse={(signature) =>
            onAdopt({ blob_key: signature.blob_key, blob_url: signature.blob_url })
          }
          onDelete={(signature) => remove.mutate(signature.key)}
        />
        <Tabs
          value={tab}
          onChange={(value) => {
            if (!value) return;
            setTab(value as TabValue);
            setError(null);
          }}
          keepMounted
        >
          <Tabs.List aria-label={t('signature.howTo', { noun: wording.noun })} mb="sm">
            {visibleTabs.map((item) => (
              <Tabs.Tab key={item.value} value={item.value} leftSection={item.icon}>
                {t(`signature.tabs.${item.value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {methods.drawn && (
            <Tabs.Panel value="draw">
              <DrawTab
                canvasRef={canvasRef}
                frameRef={frameRef}
                wording={wording}
                onClear={pad.clear}
              />
            </Tabs.Panel>
          )}
          {methods.typed && (
            <Tabs.Panel value="type">
              <TypeTab
                text={text}
                onText={setText}
                style={typedStyle}
                onStyle={setTypedStyle}
                wording={wording}
                failed={typed.failed}
              />
            </Tabs.Panel>
          )}
          {(methods.upload || tabs.length === 0) && (
            <Tabs.Panel value="upload">
              <UploadTab
                state={upload.state}
                error={upload.error}
                wording={wording}
                onFile={(file) => void upload.upload(file)}
              />
            </Tabs.Panel>
          )}
        </Tabs>
        <FormError message={error} />
        <FormActions
          cancelLabel={t('signature.cancel')}
          onCancel={onClose}
          cancelDisabled={pending}
          submitLabel={t('signature.adopt')}
          pending={pending}
          submitDisabled={!ready}
          gap="sm"
        />
      </Stack>
    </form>
  );
};
