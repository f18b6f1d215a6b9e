'use client';
// The words of the admin sections with screens of their own beside the generic ones (a distribution's versions, a
// partner's logo and the directory order, a marketing form's leads, delivery log and fields, the top bar's
// messages) in the page's language (issue #31, item 1). The section pages provide them (section-words-server.ts);
// rendered without a provider they are English.
import { createContext, useContext, type ReactNode } from 'react';
import type { PluralWords } from './words';
import { ENGLISH_PROBLEM_WORDS, type ProblemWords } from '@/features/row-list/row-list-editor';

/** The sections' messages, with `{title}`, `{name}`… where those go. */
export type SectionWords = {
  locale: string;
  distributions: {
    added: string;
    notAdded: string;
    nowActive: string;
    nowInactive: string;
    notChanged: string;
    versions: string;
    caption: string;
    version: string;
    name: string;
    active: string;
    activeState: string;
    inactiveState: string;
    addedCol: string;
    formLabel: string;
    nameHelp: string;
    adding: string;
    addVersion: string;
  };
  partners: {
    fileUnreadable: string;
    tooBig: string;
    uploaded: string;
    notUploaded: string;
    logo: string;
    logoAlt: string;
    uploadedHere: string;
    fromAddress: string;
    stored: string;
    noLogo: string;
    replace: string;
    upload: string;
    formats: string;
    remove: string;
    uploading: string;
    removeTitle: string;
    removed: string;
    notRemoved: string;
    orderError: string;
    orderLoading: string;
    orderFew: string;
    orderSaved: string;
    orderNotSaved: string;
    saving: string;
    saveOrder: string;
    undo: string;
    unsaved: string;
    directoryOrder: string;
    removeConsequence: string;
  };
  marketingForms: {
    when: string;
    answers: string;
    destination: string;
    exported: string;
    notExported: string;
    leads: string;
    leadsHelp: string;
    exporting: string;
    export: string;
    search: string;
    searchPlaceholder: string;
    leadsError: string;
    leadsCaption: string;
    noMatch: string;
    noLeads: string;
    loadingLeads: string;
    log: string;
    logHelp: string;
    secret: string;
    noSecret: string;
    deliveriesError: string;
    noDeliveries: string;
    delivery: PluralWords;
    nextAt: string;
    attemptLine: string;
    delivered: string;
    noAnswer: string;
    loadingDeliveries: string;
  };
  marketingFields: {
    title: string;
    empty: string;
    unreadable: string;
    legend: string;
    legendNamed: string;
    buttonLabel: string;
    name: string;
    nameHelp: string;
    label: string;
    labelHelp: string;
    type: string;
    required: string;
    choices: string;
    choicesHelp: string;
    value: string;
    valueHelp: string;
    add: string;
    secretTitle: string;
    secretStored: string;
    replaceSecret: string;
    newSecret: string;
    secretHelp: string;
    keepSecret: string;
  };
  /** The checks of the rows editors and of a global content's shape (issue #31). */
  problems: ProblemWords & {
    notFieldList: string;
    notMessageList: string;
    fieldRow: string;
    messageRow: string;
    /** `{max}` */
    tooManyFields: string;
    /** `{max}` */
    tooManyMessages: string;
    /** `{number}` */
    duplicateName: string;
    /** A form field's parts as a problem names them. */
    fieldParts: Record<'name' | 'label' | 'type' | 'required' | 'options' | 'value', string>;
    /** A top bar message's parts as a problem names them. */
    messageParts: Record<'title' | 'url' | 'newTab', string>;
    /** `{key}`, `{issues}` */
    shapeMismatch: string;
  };
  topHat: {
    title: string;
    empty: string;
    unreadable: string;
    legend: string;
    buttonLabel: string;
    text: string;
    link: string;
    newTab: string;
    add: string;
    previewLabel: string;
    preview: string;
    noMessage: string;
    previous: string;
    next: string;
    resume: string;
    pause: string;
    position: string;
  };
};

const ENGLISH: SectionWords = {
  locale: 'en',
  distributions: {
    added: '{title} {version} added.',
    notAdded: 'The version was not added.',
    nowActive: '{title} {version} is active.',
    nowInactive: '{title} {version} is inactive.',
    notChanged: '{title} {version} was not changed.',
    versions: 'Versions',
    caption: 'Versions of {title}',
    version: 'Version',
    name: 'Name',
    active: 'Active',
    activeState: 'Active',
    inactiveState: 'Inactive',
    addedCol: 'Added',
    formLabel: 'Add a version',
    nameHelp: 'e.g. Jammy Jellyfish',
    adding: 'Adding…',
    addVersion: 'Add version',
  },
  partners: {
    fileUnreadable: 'The file could not be read',
    tooBig: 'The file is {size} MB; a logo may be at most 1 MB.',
    uploaded: 'Logo of {name} uploaded.',
    notUploaded: 'The logo was not uploaded.',
    logo: 'Logo',
    logoAlt: 'Logo of {name}',
    uploadedHere: 'Uploaded here and shown in the directory.',
    fromAddress: 'From the address in the Logo field.',
    stored: 'Stored; it shows here and at /partners once the partner is published.',
    noLogo: 'No logo: the directory shows the name instead.',
    replace: 'Replace the logo',
    upload: 'Upload a logo',
    formats: '(PNG, JPEG, WebP or GIF, up to 1 MB; stored as a WebP within 480×240)',
    remove: 'Remove the logo',
    uploading: 'Uploading…',
    removeTitle: 'Remove the logo of {name}?',
    removed: 'Logo of {name} removed.',
    notRemoved: 'The logo was not removed.',
    orderError: 'The directory order could not be loaded. Reload the page to try again.',
    orderLoading: 'Loading the directory order…',
    orderFew: 'With fewer than two partners there is nothing to order.',
    orderSaved: 'Directory order saved. /partners shows it at the next page view.',
    orderNotSaved: 'The directory order was not saved.',
    saving: 'Saving…',
    saveOrder: 'Save order',
    undo: 'Undo changes',
    unsaved: 'Unsaved order',
    directoryOrder: 'Directory order',
    removeConsequence:
      'The directory at /partners shows the name of {name} instead of its logo until you upload another.',
  },
  marketingForms: {
    when: 'When',
    answers: 'Answers',
    destination: 'Destination',
    exported: 'The leads were exported as CSV.',
    notExported: 'The leads were not exported.',
    leads: 'Leads',
    leadsHelp:
      'What visitors sent through this form, newest first. The CSV holds every lead, a column per field.',
    exporting: 'Exporting…',
    export: 'Export CSV',
    search: 'Search leads',
    searchPlaceholder: 'An email, a name…',
    leadsError: 'The leads could not be loaded.',
    leadsCaption: 'Leads of {title}',
    noMatch: 'No lead matches “{q}”.',
    noLeads: 'No leads yet.',
    loadingLeads: 'Loading the leads…',
    log: 'Delivery log',
    logHelp:
      'Each lead is POSTed to {url}; a failed delivery is retried with a growing wait, then given up. The 20 newest deliveries:',
    secret: 'A secret is stored (never shown): each delivery carries a signature header.',
    noSecret: 'No secret: deliveries are not signed.',
    deliveriesError: 'The deliveries could not be loaded.',
    noDeliveries: 'No deliveries yet.',
    delivery: {
      one: 'Lead {lead}: {status} after {count} attempt',
      other: 'Lead {lead}: {status} after {count} attempts',
    },
    nextAt: ', next at {time}',
    attemptLine: 'Attempt {number}, {time}: {code}{delivered} in {ms} ms',
    delivered: ' (delivered)',
    noAnswer: 'no answer',
    loadingDeliveries: 'Loading the deliveries…',
  },
  marketingFields: {
    title: 'Form fields',
    empty: 'No fields yet: the form shows only its send button.',
    unreadable: 'The fields are not a list. Ask an administrator to fix them through the API.',
    legend: 'Field {number}',
    legendNamed: 'Field {number}: {name}',
    buttonLabel: 'field {number}',
    name: 'Name',
    nameHelp: 'The column of the leads: lowercase letters, digits, _',
    label: 'Label',
    labelHelp: 'What visitors read beside the control',
    type: 'Type',
    required: 'Required',
    choices: 'Choices',
    choicesHelp: 'One per line: value, or value | label',
    value: 'Value',
    valueHelp: 'Sent with every lead; visitors do not see it',
    add: 'Add a field',
    secretTitle: 'Webhook secret',
    secretStored: 'A secret is stored. It is never shown; replace it to sign with a new one.',
    replaceSecret: 'Replace secret',
    newSecret: 'New webhook secret',
    secretHelp:
      "The key of the webhook's signature header: at least 16 characters, no spaces. Write-only: it is never shown again.",
    keepSecret: 'Keep the stored secret',
  },
  problems: {
    ...ENGLISH_PROBLEM_WORDS,
    notFieldList: 'Not a list of fields',
    notMessageList: 'Not a list of messages',
    fieldRow: 'Field',
    messageRow: 'Message',
    tooManyFields: 'At most {max} fields',
    tooManyMessages: 'At most {max} messages',
    duplicateName: 'Field {number} already has this name',
    fieldParts: {
      name: 'name',
      label: 'label',
      type: 'type',
      required: 'required',
      options: 'choices',
      value: 'value',
    },
    messageParts: { title: 'title', url: 'link', newTab: 'newTab' },
    shapeMismatch: 'The data of {key} does not have its shape. {issues}',
  },
  topHat: {
    title: 'Top bar messages',
    empty: 'No messages: the top bar shows only its fixed links.',
    unreadable: 'The data is not a list of messages. Ask an administrator to fix it through the API.',
    legend: 'Message {number}',
    buttonLabel: 'message {number}',
    text: 'Text',
    link: 'Link',
    newTab: 'Open in a new tab',
    add: 'Add a message',
    previewLabel: 'Preview of the top bar',
    preview: 'Preview',
    noMessage: 'No message to show',
    previous: 'Previous message',
    next: 'Next message',
    resume: 'Resume rotation',
    pause: 'Pause rotation',
    position: 'Message {number} of {count}; the site moves to the next every {seconds} s.',
  },
};

const SectionWordsContext = createContext<SectionWords | null>(null);

/** Gives the section screens below it their words. */
export function SectionWordsProvider({ words, children }: { words: SectionWords; children: ReactNode }) {
  return <SectionWordsContext.Provider value={words}>{children}</SectionWordsContext.Provider>;
}

/** The section screens' words in the page's language (English without a provider). */
export function useSectionWords(): SectionWords {
  return useContext(SectionWordsContext) ?? ENGLISH;
}
