import { Box, Center, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

type FileDropZoneProps = {
  children: ReactNode;
  /** What the overlay says while a file is dragged over. */
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** Lets a file be dropped anywhere on its children; an overlay shows while one is dragged over. */
export const FileDropZone = ({ children, label, onFile, disabled = false }: FileDropZoneProps) => {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the file left.
  const depth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Box
      pos="relative"
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      {children}
      {over && (
        <Center
          pos="absolute"
          inset={0}
          bg="rgba(237, 242, 251, 0.92)"
          style={{
            zIndex: 5,
            border: '2px dashed var(--mantine-color-quire-6)',
            borderRadius: 'var(--mantine-radius-lg)',
            pointerEvents: 'none',
          }}
        >
          <Stack align="center" gap={6}>
            <IconUpload size={32} color="var(--mantine-color-quire-7)" />
            <Text fw={600} c="quire.8">
              {label}
            </Text>
          </Stack>
        </Center>
      )}
    </Box>
  );
};
