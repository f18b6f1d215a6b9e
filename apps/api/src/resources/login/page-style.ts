// The look shared by the server-rendered account pages (sign-in, forgot and reset password, email
// confirmation, unsubscribe): one stylesheet, inlined (the pages' CSP allows only inline styles).
export const AUTH_PAGE_CSS = `body{font:16px/1.5 Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;background:#f3f5f9;color:#031b4e}
.brand{max-width:416px;margin:2.5rem auto 1rem;padding:0 1rem}.brand a{display:inline-flex;align-items:center;gap:.6rem;font-size:1.25rem;font-weight:700;color:#031b4e;text-decoration:none}
.mark{display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:6px;color:#fff;font-weight:800}
.back{max-width:416px;margin:1.5rem auto 3rem;padding:0 1rem;text-align:center}.brand+main{margin-top:0}
main{max-width:416px;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(3,27,78,.15)}
h1{font-size:1.5rem;margin:0 0 1.5rem}.field{margin-bottom:1rem}label{display:block;font-weight:600;margin-bottom:.25rem}
input{box-sizing:border-box;width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #5b6987;border-radius:4px}
input:focus{outline:3px solid #0069ff;outline-offset:1px}.hint{margin:.25rem 0 0;font-size:.875rem;color:#4d5b7c}
button{width:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#0061eb;border:0;border-radius:4px;cursor:pointer}
button:focus{outline:3px solid #031b4e;outline-offset:2px}.error{border-left:4px solid #b00020;background:#fdecee;padding:.25rem 1rem;margin-bottom:1rem}
.switch{margin-top:1.5rem;text-align:center}a{color:#0050c2}
.invalid input{border-color:#b00020;border-width:2px}.field-error{margin:.25rem 0 0;font-size:.875rem;font-weight:600;color:#b00020}
.or{text-align:center;color:#4d5b7c;margin:1rem 0 .5rem}.sso-button{display:block;box-sizing:border-box;padding:.7rem;margin-top:.5rem;text-align:center;font-weight:600;color:#031b4e;text-decoration:none;border:1px solid #5b6987;border-radius:4px}
.sso-button:focus{outline:3px solid #0069ff;outline-offset:1px}.sso-button:hover{background:#f3f5f9}
`;

/** Extra rules of the account pages: an information box and a secondary link row. */
export const ACCOUNT_PAGE_CSS = `.notice{border-left:4px solid #0061eb;background:#eef4ff;padding:.25rem 1rem;margin-bottom:1rem}
.links{margin-top:1.5rem;text-align:center}`;
