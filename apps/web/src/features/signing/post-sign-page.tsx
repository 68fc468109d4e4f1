import { Center, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PostSignContent } from './post-sign-content.tsx';

/**
 * #post_sign for a signer without a login in this browser (where /post_sign_logout sends them
 * when the pack has no post-signing URL of its own): the outcome on a page of its own, since
 * there is no list to show it over. An account holder gets it as a modal over the list
 * (PostSignModal).
 */
export const PostSignPage = () => {
  const [params] = useSearchParams();
  return (
    <Center mih="100dvh" px="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <PostSignContent params={params} goesOn={false} />
      </Paper>
    </Center>
  );
};
