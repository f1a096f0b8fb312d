#include "app/ui/rulesdialog.h"

#include "app/controller/gametext.h"
#include "app/controller/rulestext.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
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

}  // namespace rebelote
