#include "app/ui/rulesdialog.h"

#include "app/controller/gametext.h"
#include "app/controller/rulestext.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rebelote {

void showRules(QWidget* parent, const belote::Rules& rules)
{
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("rulesDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("RulesDialog", "Rules: %1").arg(presetTitle(rules.preset)));
    auto* layout = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setObjectName(QStringLiteral("rulesText"));
    text->setHtml(rulesPage(rules));
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(640, 720);
    dialog->show();  // not modal: the table stays usable beside it
}

namespace {

// A page of docs/ (`page`.md, `page`.fr.md in French when there is one), embedded at :/docs,
// in a window of its own; its dialog and text are named `page`Dialog and `page`Text.
void showDocsPage(QWidget* parent, const QString& page, const QString& title)
{
    // The page in the language the game speaks (installTranslations() makes it the default
    // locale's).
    const bool french = QLocale().language() == QLocale::French;
    const QString fr = QStringLiteral(":/docs/%1.fr.md").arg(page);
    QFile file(french && QFile::exists(fr) ? fr : QStringLiteral(":/docs/%1.md").arg(page));
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(page + QStringLiteral("Dialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto* layout = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setObjectName(page + QStringLiteral("Text"));
    text->setOpenExternalLinks(true);
    if (file.open(QIODevice::ReadOnly)) text->setMarkdown(playerHelpPage(QString::fromUtf8(file.readAll())));
    else text->setPlainText(QCoreApplication::translate("RulesDialog", "The page is missing from this build."));
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(720, 760);
    dialog->show();
}

}  // namespace

void showBiddingSystem(QWidget* parent)
{
    showDocsPage(parent, QStringLiteral("bidding"),
                 QCoreApplication::translate("RulesDialog", "How the computer players bid"));
}

void showCardPlaySystem(QWidget* parent)
{
    showDocsPage(parent, QStringLiteral("cardplay"),
                 QCoreApplication::translate("RulesDialog", "How the computer players play"));
}

}  // namespace rebelote
