import { Button, Group, Image, Stack, Tabs, Text } from '@mantine/core';
import { IconKeyboard, IconPhotoUp, IconSignature } from '@tabler/icons-react';
import type { CropBox as CropBoxValue, TypedSignatureStyleId } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { useCallback, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { initialsOf } from '../../../components/initials-of.ts';
import { DrawTab } from '../../../components/signature/draw-tab.tsx';
import {
  uploadProfileSignatureImage,
  type AdoptedSignature,
  type SignatureKind,
  type SignatureMethod,
} from '../../../components/signature/signature-api.ts';
import type { SignatureWording } from '../../../components/signature/signature-wording.ts';
import { isDrawnSignatureEmpty } from '../../../components/signature/stroke-length.ts';
import { TypeTab } from '../../../components/signature/type-tab.tsx';
import {
  DEFAULT_TYPED_STYLE,
  type TypedSignatureStyle,
} from '../../../components/signature/typed-signature-styles.ts';
import { UploadTab } from '../../../components/signature/upload-tab.tsx';
import { useSignatureImageUpload } from '../../../components/signature/use-signature-image-upload.ts';
import { useSignaturePad } from '../../../components/signature/use-signature-pad.ts';
import { blobToDataUrl, cropImage, drawnToImage } from './profile-signatures-api.ts';
import { CropBox } from './crop-box.tsx';
import { useTypedPreview } from './use-typed-preview.ts';

type Tab = 'draw' | 'type' | 'upload';

type SignatureCreatorProps = {
  kind: SignatureKind;
  wording: SignatureWording;
  fullName: string;
  saving: boolean;
  onSave: (method: SignatureMethod, picture: AdoptedSignature) => Promise<void>;
};

/** Draw, type (rendered by the server after a 1 s pause) or upload-and-crop a new picture. */
export const SignatureCreator = ({
  kind,
  wording,
  fullName,
  saving,
  onSave,
}: SignatureCreatorProps) => {
  const { t } = useTranslation();
  const creatingFailed = t('profile.signatures.creatingFailed');
  const [tab, setTab] = useState<Tab>('draw');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clearError = useCallback(() => setError(null), []);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const pad = useSignaturePad(canvasRef, frameRef, clearError);
  const [text, setText] = useState(() => (kind === 'initial' ? initialsOf(fullName) : fullName));
  const [style, setStyle] = useState<TypedSignatureStyle>(DEFAULT_TYPED_STYLE);
  const preview = useTypedPreview(text, style.id as TypedSignatureStyleId, tab === 'type');
  const upload = useSignatureImageUpload(uploadProfileSignatureImage);

  const run = async (work: () => Promise<void>, failure: string) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    if (tab === 'draw') {
      if (isDrawnSignatureEmpty(pad.strokes())) {
        setError(t('profile.signatures.drawnRequired'));
        return;
      }
      void run(async () => {
        const picture = await drawnToImage(await blobToDataUrl(await pad.toPng()));
        await onSave('drawn', picture);
        pad.clear();
      }, creatingFailed);
    } else if (tab === 'type' && preview.phase === 'ready') {
      void run(() => onSave('typed', preview.picture), creatingFailed);
    } else if (tab === 'upload' && upload.state.phase === 'done') {
      const picture = upload.state.signature;
      void run(async () => {
        await onSave('upload', picture);
        upload.reset();
      }, creatingFailed);
    }
  };

  const crop = (box: CropBoxValue) => {
    if (upload.state.phase !== 'done') return;
    const key = upload.state.signature.blob_key;
    void run(
      async () => upload.replace(await cropImage(key, box)),
      t('profile.signatures.croppingFailed'),
    );
  };

  const ready =
    tab === 'draw' ||
    (tab === 'type' && preview.phase === 'ready') ||
    (tab === 'upload' && upload.state.phase === 'done');

  return (
    <Stack gap="sm">
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!value) return;
          setTab(value as Tab);
          setError(null);
        }}
        keepMounted
      >
        <Tabs.List aria-label={t(`profile.signatures.${kind}.how`)} mb="sm">
          <Tabs.Tab value="draw" leftSection={<IconSignature size={16} />}>
            {t('profile.signatures.draw')}
          </Tabs.Tab>
          <Tabs.Tab value="type" leftSection={<IconKeyboard size={16} />}>
            {t('profile.signatures.type')}
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconPhotoUp size={16} />}>
            {t('profile.signatures.upload')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draw">
          <DrawTab
            canvasRef={canvasRef}
            frameRef={frameRef}
            wording={wording}
            onClear={pad.clear}
          />
        </Tabs.Panel>
        <Tabs.Panel value="type">
          <TypeTab
            text={text}
            onText={setText}
            style={style}
            onStyle={setStyle}
            wording={wording}
            failed={preview.phase === 'failed'}
          />
          <TypedPreviewLine preview={preview} kind={kind} />
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          {upload.state.phase === 'done' ? (
            <CropBox
              src={upload.state.signature.blob_url}
              alt={t(`profile.signatures.${kind}.uploaded`)}
              busy={busy}
              onCrop={crop}
            />
          ) : (
            <UploadTab
              state={upload.state}
              error={upload.error}
              wording={wording}
              onFile={(file) => void upload.upload(file)}
            />
          )}
        </Tabs.Panel>
      </Tabs>
      <FormError message={error} />
      <Group justify="flex-end" gap="sm">
        {tab === 'upload' && upload.state.phase === 'done' && (
          <Button variant="default" onClick={upload.reset} disabled={busy || saving}>
            {t('profile.signatures.chooseAnother')}
          </Button>
        )}
        <Button onClick={save} loading={busy || saving} disabled={!ready}>
          {t(`profile.signatures.${kind}.save`)}
        </Button>
      </Group>
    </Stack>
  );
};

const TypedPreviewLine = ({
  preview,
  kind,
}: {
  preview: ReturnType<typeof useTypedPreview>;
  kind: SignatureKind;
}) => {
  const { t } = useTranslation();
  if (preview.phase === 'ready')
    return (
      <Group gap="xs" mt="sm" align="center">
        <Text size="xs" c="dimmed">
          {t('profile.signatures.willBeSaved')}
        </Text>
        <Image
          src={preview.picture.blob_url}
          alt={t(`profile.signatures.${kind}.typed`)}
          h={48}
          w="auto"
          fit="contain"
        />
      </Group>
    );
  if (preview.phase === 'waiting')
    return (
      <Text size="xs" c="dimmed" mt="sm" aria-live="polite">
        {t(`profile.signatures.${kind}.preparing`)}
      </Text>
    );
  return null;
};
