import { MantineProvider } from '@mantine/core';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone.tsx';

const withFiles = (files: File[]) => ({
  dataTransfer: { types: ['Files'], files, dropEffect: 'none' },
});

describe('FileDropZone', () => {
  it('shows its overlay while a file is over it and hands the dropped file on', () => {
    const onFile = vi.fn();
    render(
      <MantineProvider env="test">
        <FileDropZone label="Drop a PDF to upload it" onFile={onFile}>
          <p>The list</p>
        </FileDropZone>
      </MantineProvider>,
    );
    const target = screen.getByText('The list');
    const file = new File(['%PDF-1.7'], 'dropped.pdf', { type: 'application/pdf' });

    fireEvent.dragEnter(target, withFiles([file]));
    expect(screen.getByText('Drop a PDF to upload it')).toBeTruthy();
    const drop = createEvent.drop(target, withFiles([file]));
    fireEvent(target, drop);

    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.queryByText('Drop a PDF to upload it')).toBeNull();
  });
});
