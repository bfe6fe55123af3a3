import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Manifest } from "../../src/brand/manifestSchema";
import {
  ENQUIRY_COLLECTION,
  ERASURES_COLLECTION,
  type FormCollection,
  SUBSCRIBERS_COLLECTION,
} from "../../src/lib/leads/leadStore";
import { listBrands } from "../brand/brandLoader";
import { readFirebaseRc } from "../hosting/firebaseRc";
import { brandCollections, serviceChoices } from "../hosting/firestoreRules";
import { shownPath } from "../lib/shownPath";
import { brandLocalDir } from "../localStack/localDir";
import { confirmChange } from "./confirmChange";
import { eraseLeads, erasuresOf } from "./eraseLeads";
import { ERASURE_KEY_VARIABLE, localErasureKey, productionErasureKey } from "./erasureKey";
import { findPerson } from "./findPerson";
import { toIstIso } from "./istTime";
import { fieldsJson, leadJson } from "./lead";
import { countByCollection, describeCounts, totalCount } from "./leadCounts";
import { writeLeads } from "./leadOutput";
import type { LeadsOptions, ListOptions } from "./leadsArgs";
import { type LeadsDatabase, openLocalLeads, openProductionLeads } from "./leadsDatabase";
import { LeadsError } from "./leadsError";
import { describePeriod, type Period, periodDays, periodStart } from "./leadsPeriod";
import { countLeads, type LeadFilter, listLeads } from "./listLeads";
import { projectOf } from "./projectAlias";
import {
  countOlder,
  PENDING_SUBSCRIPTION_DAYS,
  purgeOlder,
  purgeSubscriptions,
  subscriptionsToPurge,
} from "./purgeLeads";

/** A parsed command, help aside. */
type LeadsRun = Exclude<LeadsOptions, { help: string }>;

/** Messages go to standard error: standard output is the command's data alone. */
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Leads written between two progress reports. */
const PROGRESS_EVERY = 1000;

/** The project `value` names (`projectOf`), with the repository's `.firebaserc` and brands. */
async function projectId(value: string): Promise<string> {
  const rc = await readFirebaseRc().catch(() => ({ unreadable: true }));
  return projectOf(value, rc, await listBrands());
}

/** The brand's collections of leads. @throws LeadsError when its forms store none */
function leadCollections(brand: string, manifest: Manifest): FormCollection[] {
  const collections = brandCollections(manifest);
  if (!manifest.leads || !manifest.services.includes("firestore") || collections.length === 0) {
    throw new LeadsError(
      `'${brand}' stores no leads: its manifest's services do not list "firestore", or it has no form.`,
    );
  }
  return collections;
}

/**
 * What `list` reads.
 * @throws LeadsError naming the choices when the locale, Services choice or collection is not the
 *   brand's
 */
function listFilter(
  options: ListOptions,
  manifest: Manifest,
  collections: FormCollection[],
): LeadFilter {
  const { brand, locale, service, collection, since, state } = options;
  if (locale !== undefined && !manifest.locales.includes(locale)) {
    throw new LeadsError(
      `'${brand}' has no locale '${locale}': its locales are ${manifest.locales.join(", ")}.`,
    );
  }
  const services = serviceChoices(manifest);
  if (service !== undefined && !services.includes(service)) {
    throw new LeadsError(
      `'${brand}' has no Services choice '${service}': its choices are ${services.map((choice) => `"${choice}"`).join(", ") || "none"}.`,
    );
  }
  if (collection !== undefined && !collections.includes(collection)) {
    throw new LeadsError(
      `'${brand}' stores nothing in ${collection}: its collections are ${collections.join(", ")}.`,
    );
  }
  return {
    collections: collection ? [collection] : collections,
    ...(since ? { since } : {}),
    ...(locale === undefined ? {} : { locale }),
    ...(service === undefined ? {} : { service }),
    ...(state === undefined ? {} : { state }),
  };
}

/** `N leads since … (before the locale and service filters)`, for the plan of an export. */
function describeSelection(count: number, filter: LeadFilter): string {
  const filters = [
    filter.locale && `locale ${filter.locale}`,
    filter.service && `"${filter.service}"`,
  ]
    .filter(Boolean)
    .join(", ");
  return [
    `${count} lead${count === 1 ? "" : "s"}`,
    filter.since ? ` stored since ${toIstIso(filter.since)}` : "",
    filters ? ` (before keeping only ${filters})` : "",
  ].join("");
}

/**
 * Progress on standard error after every 1,000 leads: a line rewritten in place on a terminal,
 * else a line every 10,000.
 * @param done what is being done to them: `written`, `deleted`
 */
function progressReporter(done: string): (count: number) => void {
  let reported = 0;
  return (count) => {
    const step = process.stderr.isTTY ? PROGRESS_EVERY : PROGRESS_EVERY * 10;
    if (count - reported < step) return;
    reported = count - (count % step);
    const line = `${count.toLocaleString("en-IN")} leads ${done}…`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else log(line);
  };
}

/**
 * `list`: to standard output as they come, or to `--out` once confirmed, through a temporary file
 * (readable by its owner alone) renamed into place at the end, so an interrupted export leaves no
 * partial file under the name asked for.
 */
async function list(database: LeadsDatabase, options: ListOptions, filter: LeadFilter) {
  const { db, where } = database;
  const { out, format } = options;
  if (out === undefined) {
    const count = await writeLeads(listLeads(db, filter, database.pageSize), process.stdout, {
      format,
      width: process.stdout.columns ?? 140,
      end: false,
    });
    log(`${count} lead${count === 1 ? "" : "s"} from ${where}.`);
    return;
  }
  const folder = path.dirname(path.resolve(out));
  if (
    !(await stat(folder).then(
      (found) => found.isDirectory(),
      () => false,
    ))
  ) {
    throw new LeadsError(
      `--out ${out}: there is no folder ${folder}; create it or write elsewhere.`,
    );
  }
  log(
    `will write ${describeSelection(await countLeads(db, filter), filter)} from ${where} to ${out} as ${format}.`,
  );
  const proceed = await confirmChange({
    ...options,
    question: `Write this personal data to ${out}?`,
    action: "write the file",
    log,
  });
  if (!proceed) return;
  const partial = path.join(path.dirname(out), `.${path.basename(out)}.partial`);
  try {
    const file = createWriteStream(partial, { mode: 0o600 });
    const count = await writeLeads(listLeads(db, filter, database.pageSize), file, {
      format,
      width: 160,
      end: true,
      progress: progressReporter("written"),
    });
    await rename(partial, out);
    if (process.stderr.isTTY && count >= PROGRESS_EVERY) process.stderr.write("\n");
    log(`wrote ${count} lead${count === 1 ? "" : "s"} to ${shownPath(path.resolve(out))}.`);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The key of the erasure records' hashes: the local data's own, or `LEADS_ERASURE_KEY`. */
function erasureKey(options: LeadsRun, create: boolean): Promise<string | undefined> {
  return options.target.kind === "local"
    ? localErasureKey(brandLocalDir(options.brand, process.env), { create })
    : Promise.resolve(productionErasureKey(process.env));
}

/** Where the mails the site sent about a person stay after `erase`, which cannot reach them. */
function whereMailsAre(options: LeadsRun): string {
  if (options.target.kind !== "local") return "the company's inbox: delete them there";
  const outbox = path.join(brandLocalDir(options.brand, process.env), "mail.json");
  return `the local outbox, ${shownPath(outbox)}: stop npm start, then delete it or their entries`;
}

/** The retention period stated by the brand, or the one asked for; and a note when it is longer. */
function purgePeriod(requested: Period | undefined, retentionMonths: number): Period {
  const period = requested ?? { amount: retentionMonths, unit: "m" };
  if (periodDays(period) > retentionMonths * 30) {
    log(
      `note: the brand's retention period is ${retentionMonths} months (leads.retentionMonths, which the forms' notice states); leads older than that and younger than ${describePeriod(period)} are kept.`,
    );
  }
  return period;
}

/**
 * Runs one leads command against the brand's local data or production.
 * @throws LeadsError, BrandError, EmulatorError, CliError: one line each, nothing changed
 */
export async function runLeadsCommand(options: LeadsRun, manifest: Manifest): Promise<void> {
  const collections = leadCollections(options.brand, manifest);
  const filter =
    options.command === "list" ? listFilter(options, manifest, collections) : undefined;
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    throw new LeadsError(
      `FIRESTORE_EMULATOR_HOST is set (${process.env.FIRESTORE_EMULATOR_HOST}): unset it. The command finds the local emulator itself, and with --project it must reach production.`,
    );
  }
  const erasingProduction =
    options.command === "erase" && options.target.kind === "production" && !options.dryRun;
  if (erasingProduction && !productionErasureKey(process.env)) {
    throw new LeadsError(
      `erasing in production needs ${ERASURE_KEY_VARIABLE}, the key of the erasure records' address hashes, kept outside the repository (docs/leads.md).`,
    );
  }
  const database =
    options.target.kind === "local"
      ? await openLocalLeads({
          brand: options.brand,
          manifest,
          localDir: brandLocalDir(options.brand, process.env),
          log,
        })
      : await openProductionLeads(await projectId(options.target.project), process.env);
  const { db, where } = database;
  // Ctrl-C or a kill stops an emulator this command started (saving it) before exiting, rather
  // than leaving its JVM, a process group of its own, running.
  const stop = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping…`);
    void database.close().finally(() => process.exit(130));
  };
  const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
  for (const signal of signals) process.once(signal, stop);
  try {
    switch (options.command) {
      case "list":
        if (filter) await list(database, options, filter);
        return;
      case "find": {
        const leads = await findPerson(db, options.person, collections, database.pageSize);
        const key = await erasureKey(options, false);
        const erasures = key ? await erasuresOf(db, options.person, key) : undefined;
        const held = {
          person: options.person,
          from: where,
          readAt: toIstIso(new Date()),
          documents: leads.map(leadJson),
          ...(erasures
            ? { erasures: erasures.map(({ id, fields }) => ({ id, ...fieldsJson(fields) })) }
            : {}),
        };
        process.stdout.write(`${JSON.stringify(held, null, 2)}\n`);
        log(
          `${describeCounts(countByCollection(leads))} held on that person in ${where}${erasures ? `; ${erasures.length} earlier erasure${erasures.length === 1 ? "" : "s"}` : ""}.`,
        );
        return;
      }
      case "erase": {
        const leads = await findPerson(db, options.person, collections, database.pageSize);
        if (leads.length === 0) {
          log(`nothing is held on that person in ${where}: nothing to erase.`);
          return;
        }
        const ids = leads
          .filter((lead) => lead.collection === ENQUIRY_COLLECTION)
          .map((lead) => lead.id);
        log(
          `will delete from ${where}: ${describeCounts(countByCollection(leads))}${ids.length > 0 ? ` (${ENQUIRY_COLLECTION} ${ids.join(", ")})` : ""}, and record the erasure in ${ERASURES_COLLECTION}/ with keyed hashes of the addresses and numbers it held, never them.`,
        );
        const proceed = await confirmChange({
          ...options,
          question: "Delete everything held on that person?",
          action: "delete them",
          log,
        });
        if (!proceed) return;
        const key = await erasureKey(options, true);
        if (!key) throw new LeadsError(`no erasure key for ${where}.`);
        const record = await eraseLeads(db, leads, options.person, key);
        log(
          `deleted ${describeCounts(countByCollection(leads))}; erasure record ${ERASURES_COLLECTION}/${record}. The e-mails the site sent about them are still in ${whereMailsAre(options)} (docs/leads.md).`,
        );
        return;
      }
      case "purge": {
        const retention = manifest.leads?.retentionMonths ?? 0;
        const period = purgePeriod(options.olderThan, retention);
        const cutoff = periodStart(period, new Date());
        const counts = await countOlder(db, collections, cutoff);
        const why = options.olderThan ? "" : ", the brand's retention period";
        // Subscriptions never confirmed within a week, and withdrawn ones, go at once.
        const unconsented = collections.includes(SUBSCRIBERS_COLLECTION)
          ? await subscriptionsToPurge(db, new Date())
          : [];
        const unconsentedPlan =
          unconsented.length > 0
            ? `; and ${unconsented.length} subscription${unconsented.length === 1 ? "" : "s"} withdrawn, or pending for more than ${PENDING_SUBSCRIPTION_DAYS} days`
            : "";
        if (totalCount(counts) === 0 && unconsented.length === 0) {
          log(
            `nothing in ${where} is older than ${describePeriod(period)}${why}, withdrawn or unconfirmed: nothing to delete.`,
          );
          return;
        }
        log(
          `will delete from ${where} ${describeCounts(counts)} stored before ${toIstIso(cutoff)} (older than ${describePeriod(period)}${why})${unconsentedPlan}.`,
        );
        const proceed = await confirmChange({
          ...options,
          question: "Delete them?",
          action: "delete them",
          log,
        });
        if (!proceed) return;
        await purgeSubscriptions(db, unconsented);
        const deleted = await purgeOlder(db, collections, cutoff, progressReporter("deleted"));
        if (process.stderr.isTTY && totalCount(deleted) >= PROGRESS_EVERY)
          process.stderr.write("\n");
        log(`deleted ${describeCounts(deleted)}${unconsentedPlan} from ${where}.`);
        return;
      }
    }
  } finally {
    for (const signal of signals) process.off(signal, stop);
    await database.close();
  }
}
