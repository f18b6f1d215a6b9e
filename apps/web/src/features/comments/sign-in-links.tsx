// The invitation to log in or sign up under a thread, its two links set in the sentence of the page's language.
import { Fragment } from 'react';
import { splitWords, type ThreadWords } from './thread-words';
import styles from './comments.module.css';

/** "Log in or sign up to …", the two links in the sentence of the page's language. */
export function SignInLinks({
  words,
  loginUrl,
  registerUrl,
}: {
  words: Pick<ThreadWords, 'signIn' | 'logIn' | 'signUp'>;
  loginUrl: string;
  registerUrl: string;
}) {
  return (
    <p className={styles.signIn}>
      {splitWords(words.signIn).map(({ text, name }) => (
        <Fragment key={`${text}${name ?? ''}`}>
          {text}
          {name === 'login' ? <a href={loginUrl}>{words.logIn}</a> : null}
          {name === 'register' ? <a href={registerUrl}>{words.signUp}</a> : null}
        </Fragment>
      ))}
    </p>
  );
}
